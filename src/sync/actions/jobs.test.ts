import { beforeEach, describe, expect, it } from 'vitest';
import { db, type Job } from '../../db/db';
import type { Vacancy } from '../../api/schemas/jobDetails';
import { applySuccess } from '../outbox/apply';
import { freshDeviceSignedIn } from './signedIn.testkit';
import { applyForVacancy, confirmJob, jobFromVacancy, withdrawFromVacancy } from './jobs';

const OWNER = 'owner-1';

const vacancy: Vacancy = {
  id: 50,
  version: 3,
  projectNumber: 'P-1',
  projectName: 'Gala night',
  company: 'Co',
  crewId: 9,
  crewName: 'Gala service',
  functionName: 'Runner',
  startDate: '2026-12-01',
  endDate: '2026-12-01',
  startTime: '10:00',
  endTime: '19:00',
  locationId: null,
  locationName: null,
  city: 'Utrecht',
  applied: false,
};
const toConfirm: Job = { ...jobFromVacancy(vacancy), id: 7, version: 2, status: 'toConfirm' };

beforeEach(async () => {
  await freshDeviceSignedIn(OWNER);
  await db.jobs.put(toConfirm);
  await db.vacancies.put(vacancy);
});

const records = () => db.outbox.toArray();

describe('confirmJob', () => {
  it('shows the job confirmed and queues one confirmation on its version', async () => {
    await confirmJob(7);
    expect((await db.jobs.get(7))?.status).toBe('confirmed');
    const [record, ...rest] = await records();
    expect(rest).toHaveLength(0);
    expect(record).toMatchObject({
      method: 'POST',
      path: '/jobs/7/confirmation',
      entity: { table: 'jobs', id: 7 },
      baseVersion: 2,
      ownerId: OWNER,
    });
  });

  it('a second tap queues nothing more', async () => {
    await confirmJob(7);
    await confirmJob(7);
    expect(await records()).toHaveLength(1);
  });
});

describe('vacancies', () => {
  it('applying puts the job under "applied" and queues the application', async () => {
    await applyForVacancy(50);
    expect(await db.jobs.get(50)).toMatchObject({ status: 'applied', version: 3, crewId: 9 });
    expect((await db.vacancies.get(50))?.applied).toBe(true);
    expect(await records()).toMatchObject([
      {
        path: '/projectCrewItems/50/applyVacancy',
        baseVersion: 3,
        entity: { table: 'jobs', id: 50 },
      },
    ]);
  });

  it('withdrawing an application not sent yet takes it back', async () => {
    await applyForVacancy(50);
    await withdrawFromVacancy(50);
    expect(await db.jobs.get(50)).toBeUndefined();
    expect((await db.vacancies.get(50))?.applied).toBe(false);
    expect(await records()).toHaveLength(0);
  });

  it('withdrawing a sent application queues the withdrawal; the answer stores the job cancelled', async () => {
    await applyForVacancy(50);
    const [apply] = await records();
    await applySuccess(apply!, { ...jobFromVacancy(vacancy), status: 'applied' }, apply!.path);
    await withdrawFromVacancy(50);
    expect((await db.jobs.get(50))?.status).toBe('cancelled');
    const unapply = (await records()).find((r) => r.state === 'pending')!;
    expect(unapply).toMatchObject({ path: '/projectCrewItems/50/unapplyVacancy', baseVersion: 3 });
    await applySuccess(unapply, { ...jobFromVacancy(vacancy), status: 'cancelled' }, unapply.path);
    expect((await db.jobs.get(50))?.status).toBe('cancelled');
  });
});
