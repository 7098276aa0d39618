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
});
