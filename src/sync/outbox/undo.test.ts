import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../db/db';
import { freshDeviceSignedIn } from '../actions/signedIn.testkit';
import { confirmJob, applyForVacancy, withdrawFromVacancy } from '../actions/jobs';
import { rateCrewMember, recordSiteEvent } from '../actions/crews';
import { declinePayrollItem } from '../actions/payrolls';
import { confirmSignOff } from '../actions/crewPaperwork';
import {
  createBlockDate,
  deleteVacationRequest,
  updateBlockDate,
  updateVacationRequest,
} from '../actions/calendar';
import { outboxRecord } from './enqueue';
import { discardRecord } from './resolve';
import { planUndo } from './undo';
import type { OutboxRecord, UndoRow } from './types';

const OWNER = 'owner-1';

describe('planUndo: what discarding does to the rows', () => {
  const rec = (id: string, undo: UndoRow[]): OutboxRecord => ({
    ...outboxRecord(OWNER, {
      kind: 'crewMember.checkIn',
      method: 'POST',
      path: '/x',
      body: null,
      entity: { table: 'crewMembers', id: 1 },
      baseVersion: 1,
    }),
    id,
    undo,
  });
  const as = (table: string, id: number, name: string | null): UndoRow => ({
    table,
    id,
    row: name === null ? null : { id, name },
  });
  const A = rec('a', [as('m', 1, 'as stored')]);
  const B = rec('b', [as('m', 1, 'after a')]);
  const C = rec('c', [as('m', 2, 'other row'), as('v', 2, null)]);

  it.each<{
    name: string;
    discarded: OutboxRecord[];
    remaining: OutboxRecord[];
    restore: UndoRow[];
    handOver: { recordId: string; undo: UndoRow[] }[];
  }>([
    {
      name: 'the only change: the row goes back',
      discarded: [A],
      remaining: [],
      restore: [as('m', 1, 'as stored')],
      handOver: [],
    },
    {
      name: 'a create (row null): the row goes',
      discarded: [C],
      remaining: [],
      restore: [as('m', 2, 'other row'), as('v', 2, null)],
      handOver: [],
    },
    {
      name: 'the later of two: back to after the earlier, which stays',
      discarded: [B],
      remaining: [A],
      restore: [as('m', 1, 'after a')],
      handOver: [],
    },
    {
      name: 'the earlier of two: the row keeps the later; the later takes the "before"',
      discarded: [A],
      remaining: [B],
      restore: [],
      handOver: [{ recordId: 'b', undo: [as('m', 1, 'as stored')] }],
    },
    {
      name: 'both: back to before the first',
      discarded: [B, A],
      remaining: [],
      restore: [as('m', 1, 'as stored')],
      handOver: [],
    },
    {
      name: "another row's change is left alone",
      discarded: [A],
      remaining: [C],
      restore: [as('m', 1, 'as stored')],
      handOver: [],
    },
    {
      name: 'a record without undo (an older build) restores nothing',
      discarded: [rec('z', [])],
      remaining: [],
      restore: [],
      handOver: [],
    },
  ])('$name', ({ discarded, remaining, restore, handOver }) => {
    expect(planUndo(discarded, remaining)).toEqual({ restore, handOver });
  });
});

/** Rows as the server last gave them; each case changes some offline, then discards. */
async function seed(): Promise<void> {
  await db.jobs.bulkPut([
    { id: 7, version: 2, status: 'toConfirm', projectName: 'Gala', startDate: '2026-12-01' },
    { id: 8, version: 2, status: 'applied', projectName: 'Fair', startDate: '2026-12-02' },
  ] as never[]);
  await db.vacancies.bulkPut([
    { id: 50, version: 3, projectName: 'Expo', startDate: '2026-12-03', applied: false },
    { id: 8, version: 2, projectName: 'Fair', startDate: '2026-12-02', applied: true },
  ] as never[]);
  await db.crewMembers.put({
    id: 30,
    version: 4,
    crewId: 1,
    name: 'Sam Crew',
    siteStatus: 'none',
    ratings: [],
  } as never);
  await db.payrollItems.put({ id: 40, version: 1, status: 'open', declineReason: null } as never);
  await db.signOffs.put({ id: 1, version: 1, status: 'open', lines: [] } as never);
  await db.blockDates.put({
    id: 60,
    version: 1,
    personId: 2,
    startDate: '2027-06-01',
    endDate: null,
    reason: 'Wedding',
    beginTime: null,
    endTime: null,
  });
  await db.vacationRequests.put({
    id: 70,
    version: 1,
    personId: 2,
    startDate: '2027-07-01',
    endDate: '2027-07-05',
    status: 'approved',
    answer: 'ok',
  } as never);
}

const TABLES = [
  'jobs',
  'vacancies',
  'crewMembers',
  'payrollItems',
  'signOffs',
  'blockDates',
  'vacationRequests',
] as const;
const everything = async (): Promise<Record<string, unknown[]>> =>
  Object.fromEntries(
    await Promise.all(
      TABLES.map(async (t): Promise<[string, unknown[]]> => [t, await db.table(t).toArray()]),
    ),
  );

describe('discard means undo: every kind puts its rows back at once', () => {
  beforeEach(async () => {
    await freshDeviceSignedIn(OWNER);
    await seed();
  });

  it.each<[string, () => Promise<unknown>]>([
    ['a confirmed job', () => confirmJob(7)],
    ['a vacancy application', () => applyForVacancy(50)],
    ['a withdrawn application', () => withdrawFromVacancy(8)],
    ['a check-in', () => recordSiteEvent([30], 'checkIn', { method: 'manual', fix: null })],
    [
      'a check-in then a check-out',
      async () => {
        await recordSiteEvent([30], 'checkIn', { method: 'manual', fix: null });
        await recordSiteEvent([30], 'checkOut', { method: 'manual', fix: null });
      },
    ],
    ['a rating', () => rateCrewMember(30, 1, 4)],
    ['a declined payroll item', () => declinePayrollItem(40, 'Wrong hours')],
    ['a confirmed sign-off', () => confirmSignOff(1)],
    ['a new blocked date', () => createBlockDate({ startDate: '2027-08-01', reason: 'Trip' })],
    [
      'a changed blocked date',
      () => updateBlockDate(60, { startDate: '2027-06-02', reason: 'Moved' }),
    ],
    [
      'a changed vacation request',
      () => updateVacationRequest(70, { startDate: '2027-07-02', endDate: '2027-07-06' }),
    ],
    ['a deleted vacation request', () => deleteVacationRequest(70)],
  ])('%s', async (_name, act) => {
    const before = await everything();
    await act();
    expect(await everything()).not.toEqual(before);
    // Newest first, as a person clearing the outbox from the top would.
    const open = (await db.outbox.toArray()).sort((a, b) => b.id.localeCompare(a.id));
    for (const r of open) await discardRecord(r.id);
    expect(await db.outbox.count()).toBe(0);
    expect(await everything()).toEqual(before);
  });

  it('discarding the earlier of two changes keeps the later on screen, and then both', async () => {
    await recordSiteEvent([30], 'checkIn', { method: 'manual', fix: null });
    await recordSiteEvent([30], 'checkOut', { method: 'manual', fix: null });
    const [checkIn, checkOut] = (await db.outbox.toArray()).sort((a, b) =>
      a.id.localeCompare(b.id),
    );
    await discardRecord(checkIn!.id);
    expect((await db.crewMembers.get(30))?.siteStatus).toBe('checkedOut');
    await discardRecord(checkOut!.id);
    expect((await db.crewMembers.get(30))?.siteStatus).toBe('none');
  });
});
