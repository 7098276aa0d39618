import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../db/db';
import type { Project } from '../../api/schemas/projects';
import type { ProjectVacancy } from '../../api/schemas/projectVacancies';
import { applySuccess } from '../outbox/apply';
import { discardRecord } from '../outbox/resolve';
import { freshDeviceSignedIn } from './signedIn.testkit';
import {
  AvailabilityNotSynced,
  copiedEndDate,
  copyProject,
  localCopyCollisions,
  offerVacancy,
} from './projectCopy';

const source: Project = {
  id: 7,
  version: 2,
  number: 'P-20007',
  name: 'Gala night',
  company: 'Acme',
  clientMark: 'ACM',
  beginDate: '2026-11-02',
  endDate: '2026-11-04',
  reference: null,
  closed: true,
  projectManagerId: 4,
  projectManagerName: 'Pat Planner',
  companyId: 3,
  status: 'confirmed',
  branchId: 1,
  branchName: 'North',
  rateCardId: null,
  rateCardName: null,
  cateringTypeId: null,
  cateringTypeName: null,
  comment: null,
};

const vacancy: ProjectVacancy = {
  id: 40,
  version: 3,
  projectNumber: 'P-20007',
  projectName: 'Gala night',
  crewName: 'Stage',
  functionName: 'Rigger',
  startDate: '2026-12-01',
  endDate: '2026-12-01',
  startTime: '08:00',
  endTime: '17:00',
  locationName: null,
  offeredAt: null,
  applicants: [],
};

const input = {
  beginDate: '2026-12-02',
  copyCrews: true,
  copyItems: true,
  copyPersons: true,
  branchId: null,
  cateringTypeId: 2,
  dropPersonIds: [],
  reason: null,
};

beforeEach(async () => {
  await freshDeviceSignedIn('owner-1');
  await db.projects.put(source);
  await db.projectVacancies.put(vacancy);
});

describe('copyProject', () => {
  it('shows the copy at once, pending, with the kept duration, and queues one record', async () => {
    const { recordId, localId } = await copyProject(source, input);
    const draft = await db.projects.get(localId);
    expect(localId).toBeLessThan(0);
    expect(draft).toMatchObject({
      beginDate: '2026-12-02',
      endDate: '2026-12-04',
      closed: false,
      status: 'quoted',
      branchId: 1,
      branchName: 'North',
      cateringTypeId: 2,
      cateringTypeName: null,
    });
    expect(await db.outbox.get(recordId)).toMatchObject({
      kind: 'project.copy',
      path: '/projects/7/copy',
      body: input,
      entity: { table: 'projects', id: localId },
    });
  });

  it('takes the server project in place of the draft once sent', async () => {
    const { recordId, localId } = await copyProject(source, input);
    const record = (await db.outbox.get(recordId))!;
    await applySuccess(
      record,
      { ...source, id: 99, number: 'P-21201', closed: false },
      record.path,
    );
    expect(await db.projects.get(localId)).toBeUndefined();
    expect((await db.projects.get(99))?.number).toBe('P-21201');
    expect((await db.outbox.get(recordId))?.resultId).toBe(99);
  });

  it('undo: discarding it before it is sent removes the draft', async () => {
    const { recordId, localId } = await copyProject(source, input);
    await discardRecord(recordId);
    expect(await db.projects.get(localId)).toBeUndefined();
    expect(await db.projects.get(7)).toEqual(source);
  });
});

describe('offerVacancy', () => {
  it('marks the item offered at once and queues it on its version; undo puts it back', async () => {
    await offerVacancy(40, new Date('2026-11-18T09:00:00Z'));
    expect((await db.projectVacancies.get(40))?.offeredAt).toBe('2026-11-18T09:00:00.000Z');
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({
      kind: 'projectVacancy.offer',
      path: '/projectCrewItems/40/offerVacancy',
      baseVersion: 3,
    });
    // Offering an offered item again queues nothing.
    await offerVacancy(40);
    expect(await db.outbox.count()).toBe(1);
    await discardRecord(record!.id);
    expect((await db.projectVacancies.get(40))?.offeredAt).toBeNull();
  });
});

describe('localCopyCollisions', () => {
  it('refuses to answer "all free" before the availability was ever pulled', async () => {
    await expect(localCopyCollisions(source, '2026-12-02', '2026-11-18')).rejects.toBeInstanceOf(
      AvailabilityNotSynced,
    );
  });

  it("checks the source project's bookings, moved to the new dates, per person", async () => {
    await db.syncState.put({
      resource: 'personAvailabilities',
      lastSyncedAt: 1,
      state: 'idle',
      lastError: null,
    });
    const booking = {
      status: 'confirmed' as const,
      startTime: '08:00',
      endTime: '17:00',
      sick: false,
    };
    await db.personAvailabilities.bulkPut([
      {
        id: 1,
        version: 1,
        name: 'Sam',
        jobs: [
          { ...booking, id: 10, projectId: 7, startDate: '2026-11-02', endDate: '2026-11-02' },
          { ...booking, id: 11, projectId: 8, startDate: '2026-12-02', endDate: '2026-12-02' },
        ],
        blockDates: [],
        vacations: [],
      },
      { id: 2, version: 1, name: 'Kim', jobs: [], blockDates: [], vacations: [] },
    ]);
    const found = await localCopyCollisions(source, '2026-12-02', '2026-11-18');
    expect(found.map((p) => [p.name, p.collisions.map((c) => c.reason)])).toEqual([
      ['Sam', ['doubleBooking']],
    ]);
    expect(await localCopyCollisions(source, '2026-12-09', '2026-11-18')).toEqual([]);
  });
});

describe('copiedEndDate', () => {
  it.each([
    ['2027-04-01', '2027-04-03'],
    ['2027-03-29', '2027-03-31'],
    ['2027-02-30', null],
    ['', null],
  ])('a 1–3 March project copied to begin %j ends %j', (newBegin, end) => {
    const march = { beginDate: '2027-03-01', endDate: '2027-03-03' };
    expect(copiedEndDate(march, newBegin)).toBe(end);
  });
});
