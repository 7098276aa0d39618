import { beforeEach, describe, expect, it } from 'vitest';
import { db, type Crew, type Job } from '../../db/db';
import type { PullContext } from '../resources/types';
import { forgetOpened, locationIdsToPull, markLocationOpened } from './crews';

const ctx = { today: new Date('2026-11-18T12:00:00Z') } as PullContext;

const job = (id: number, startDate: string, endDate: string, locationId: number | null) =>
  ({ id, startDate, endDate, locationId }) as Job;
const crew = (id: number, locationId: number | null) => ({ id, locationId }) as Crew;

describe('locationIdsToPull', () => {
  beforeEach(async () => {
    forgetOpened();
    await Promise.all([db.jobs.clear(), db.crews.clear()]);
  });

  it.each<[string, Job[], Crew[], number[], number[]]>([
    ['nothing held', [], [], [], []],
    ['the crews held', [], [crew(1, 7), crew(2, null), crew(3, 7)], [], [7]],
    [
      // A plain crew member holds no crew: his own jobs of today and tomorrow name the places.
      "own jobs of today and tomorrow, not yesterday's or later ones",
      [
        job(1, '2026-11-18', '2026-11-18', 11),
        job(2, '2026-11-19', '2026-11-19', 12),
        job(3, '2026-11-14', '2026-11-20', 13),
        job(4, '2026-11-17', '2026-11-17', 14),
        job(5, '2026-11-20', '2026-11-21', 15),
        job(6, '2026-11-18', '2026-11-18', null),
      ],
      [],
      [],
      [11, 12, 13],
    ],
    ['a location opened on screen', [], [crew(1, 7)], [30], [7, 30]],
  ])('%s', async (_, jobs, crews, opened, expected) => {
    await db.jobs.bulkPut(jobs);
    await db.crews.bulkPut(crews);
    for (const id of opened) markLocationOpened(id);
    expect(await locationIdsToPull(ctx)).toEqual(expected);
  });
});
