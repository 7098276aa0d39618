import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../db/db';
import { localClashes } from './availability';

const job = {
  id: 7,
  version: 1,
  status: 'confirmed' as const,
  projectNumber: 'P-1',
  projectName: 'Fair',
  company: 'Acme',
  crewId: 1,
  crewName: 'Build',
  functionName: 'Stagehand',
  startDate: '2026-12-01',
  endDate: '2026-12-01',
  startTime: '08:00',
  endTime: '17:00',
  crewChiefOnly: false,
  isCrewChief: false,
  locationId: null,
  locationName: null,
  city: null,
};

beforeEach(async () => {
  await Promise.all([db.jobs.clear(), db.blockDates.clear(), db.vacationRequests.clear()]);
});

describe('localClashes', () => {
  it('answers from the local tables, naming only the entries collided with', async () => {
    await db.jobs.bulkPut([job, { ...job, id: 8, startDate: '2026-12-09', endDate: '2026-12-09' }]);
    await db.blockDates.put({
      id: 3,
      version: 1,
      personId: 1,
      startDate: '2026-12-01',
      endDate: null,
      reason: 'Dentist',
      beginTime: null,
      endTime: null,
    });
    const vacation = await localClashes(
      {
        kind: 'vacation',
        startDate: '2026-11-30',
        endDate: '2026-12-02',
        firstDayHalf: null,
        lastDayHalf: null,
      },
      '2026-11-18',
    );
    expect(vacation.collisions).toEqual([
      {
        severity: 'block',
        reason: 'confirmedJob',
        with: { kind: 'job', id: 7 },
        days: ['2026-12-01'],
      },
    ]);
    expect(vacation.jobs.map((j) => j.id)).toEqual([7]);
    expect(vacation.blockDates).toEqual([]);

    const apply = await localClashes(
      {
        kind: 'job',
        id: 99,
        startDate: '2026-12-01',
        endDate: '2026-12-01',
        startTime: '18:00',
        endTime: '22:00',
      },
      '2026-11-18',
    );
    expect(apply.collisions.map((c) => c.reason)).toEqual(['blockedDate']);
    expect(apply.blockDates.map((b) => b.reason)).toEqual(['Dentist']);
  });

  // Only entries that can meet the change's days are read (by the date indexes): the table
  // of where a job lies against a blocked date on 2026-12-10, and whether it is found.
  it.each([
    ['ends the day before, in the day', '2026-12-09', '2026-12-09', '08:00', '17:00', false],
    ['a night shift the day before', '2026-12-09', '2026-12-09', '22:00', '06:00', true],
    ['on the day', '2026-12-10', '2026-12-10', '08:00', '17:00', true],
    ['a long one around the day', '2026-11-01', '2026-12-31', '08:00', '17:00', true],
    ['starts the day after', '2026-12-11', '2026-12-11', '08:00', '17:00', false],
    ['long before', '2026-01-05', '2026-01-06', '08:00', '17:00', false],
  ])('a job that %s: collides %s', async (_, startDate, endDate, startTime, endTime, hits) => {
    await db.jobs.bulkPut([
      { ...job, id: 1, startDate, endDate, startTime, endTime },
      // Many others far away, which need not be read.
      ...Array.from({ length: 50 }, (_, i) => ({
        ...job,
        id: 100 + i,
        startDate: '2027-03-01',
        endDate: '2027-03-02',
      })),
    ]);
    const clashes = await localClashes(
      {
        kind: 'blockDate',
        startDate: '2026-12-10',
        endDate: null,
        beginTime: null,
        endTime: null,
      },
      '2026-11-18',
    );
    expect(clashes.jobs.map((j) => j.id)).toEqual(hits ? [1] : []);
  });
});
