import { describe, expect, it } from 'vitest';
import type { PlannerCrewItem } from '../../../db/db';
import { crewItemsShown } from './crewItemsShown';

const TODAY = '2026-11-18';

/** A confirmed item on day `day` of November 2026 at `time`; id given. */
const item = (id: number, day: number, over: Partial<PlannerCrewItem> = {}): PlannerCrewItem => {
  const date = `2026-11-${String(day).padStart(2, '0')}`;
  return {
    id,
    version: 1,
    crewId: 1,
    personId: id,
    personName: `P${id}`,
    functionName: 'Runner',
    startDate: date,
    endDate: date,
    startTime: '08:00',
    endTime: '17:00',
    status: 'confirmed',
    notNeeded: false,
    siteStatus: 'none',
    crewChiefOnly: false,
    applicants: 0,
    ratings: [],
    ...over,
  };
};

const none = new Set<number>();
const ids = (r: { shown: PlannerCrewItem[] }) => r.shown.map((i) => i.id).join(',');

describe('crewItemsShown (limit 3)', () => {
  it.each<[string, PlannerCrewItem[], Set<number>, string, number]>([
    ['a short crew shows all, in time order', [item(2, 20), item(1, 19)], none, '1,2', 0],
    [
      'a long crew shows the first items not yet over',
      [item(1, 10), item(2, 17), item(3, 18), item(4, 19), item(5, 20), item(6, 21)],
      none,
      '3,4,5',
      3,
    ],
    [
      'an item spanning today counts as not over',
      [item(1, 10), item(2, 17, { endDate: '2026-11-18' }), item(3, 19), item(4, 20), item(5, 21)],
      none,
      '2,3,4',
      2,
    ],
    [
      'same day: earlier start first, then id',
      [item(4, 18), item(3, 18), item(2, 18, { startTime: '06:00' }), item(1, 19)],
      none,
      '2,3,4',
      1,
    ],
    [
      'a day is never cut in half: all of today shows',
      [item(1, 18), item(2, 18), item(3, 18), item(4, 18), item(5, 19)],
      none,
      '1,2,3,4',
      1,
    ],
    [
      'a past project does not cut its first shown day either',
      [item(1, 1), item(2, 2), item(3, 2), item(4, 3), item(5, 4)],
      none,
      '2,3,4,5',
      1,
    ],
    [
      'a past project shows its last items',
      [item(1, 1), item(2, 2), item(3, 3), item(4, 4), item(5, 5)],
      none,
      '3,4,5',
      2,
    ],
    [
      'an open item always shows, wherever it falls',
      [item(1, 18), item(2, 19), item(3, 20), item(4, 21), item(5, 22, { personId: null })],
      none,
      '1,2,3,5',
      1,
    ],
    [
      'a not-needed item without a person is not open: it may fold away',
      [item(1, 18), item(2, 19), item(3, 20), item(4, 21, { personId: null, notNeeded: true })],
      none,
      '1,2,3',
      1,
    ],
    [
      'an item the planner touched or with a queued change stays in sight',
      [item(1, 18), item(2, 19), item(3, 20), item(4, 21), item(5, 22)],
      new Set([5]),
      '1,2,3,5',
      1,
    ],
  ])('%s', (_name, items, keep, shown, hidden) => {
    const result = crewItemsShown(items, TODAY, keep, 3);
    expect(ids(result)).toBe(shown);
    expect(result.hidden).toBe(hidden);
  });
});
