import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../db/db';
import { countOutbox, entityFlags, openOutboxRecords } from '../../db/outboxQueries';
import { OPEN_STATES, PROBLEM_STATES, type OutboxState } from '../../db/outboxRecord';
import { freshDeviceSignedIn } from '../actions/signedIn.testkit';
import { waitingIds } from '../pull/held';
import { outboxRecord } from './enqueue';
import { discardRecord, keepMine, retryRecord } from './resolve';
import type { OutboxRecord } from './types';

// Crew kept a change at logout ("Keep for my next login"); the chief logs in on the device.
const CREW = 'person:1';
const CHIEF = 'person:2';

const record = (id: string, ownerId: string, state: OutboxState, entityId: number) => ({
  ...outboxRecord(ownerId, {
    kind: 'blockDate.delete',
    method: 'DELETE',
    path: `/blockDates/${entityId}`,
    body: null,
    entity: { table: 'blockDates', id: entityId },
    baseVersion: 1,
  }),
  id,
  state,
  lastError: state === 'refused' ? 'kept' : null,
});

const KEPT: OutboxRecord[] = [
  record('a1', CREW, 'pending', 5),
  record('a2', CREW, 'refused', 6),
  record('a3', CREW, 'conflict', 7),
];
const CHIEFS: OutboxRecord[] = [record('b1', CHIEF, 'pending', 8), record('b2', CHIEF, 'done', 9)];

beforeEach(async () => {
  await freshDeviceSignedIn(CHIEF);
  await db.outbox.bulkAdd([...KEPT, ...CHIEFS]);
});

describe("another person's kept changes are not the chief's", () => {
  it.each<{ what: string; read: () => Promise<unknown>; chief: unknown }>([
    {
      what: 'the outbox list',
      read: async () => (await openOutboxRecords()).map((r) => r.id),
      chief: ['b1'],
    },
    { what: 'the header count of waiting', read: () => countOutbox(OPEN_STATES), chief: 1 },
    { what: 'the header count of problems', read: () => countOutbox(PROBLEM_STATES), chief: 0 },
    {
      what: 'the entity flags',
      read: async () => [...(await entityFlags('blockDates')).entries()],
      chief: [[8, 'pending']],
    },
    {
      what: 'the rows a pull holds back',
      read: async () => [...(await waitingIds('blockDates'))],
      chief: [8],
    },
  ])('$what: only the chief’s', async ({ read, chief }) => {
    expect(await read()).toEqual(chief);
  });

  it.each<{ what: string; act: (id: string) => Promise<void> }>([
    { what: 'discard', act: discardRecord },
    { what: 'retry', act: retryRecord },
    { what: 'keep mine', act: keepMine },
  ])('$what leaves every kept change as it was', async ({ act }) => {
    for (const r of KEPT) await act(r.id);
    expect(await db.outbox.where('ownerId').equals(CREW).sortBy('id')).toEqual(KEPT);
  });

  it('the crew sees them again on their next login, and nobody when nobody is logged in', async () => {
    await db.session.update('current', { ownerId: CREW });
    expect((await openOutboxRecords()).map((r) => r.id).sort()).toEqual(['a1', 'a2', 'a3']);
    await db.session.clear();
    expect(await openOutboxRecords()).toEqual([]);
    expect(await countOutbox(OPEN_STATES)).toBe(0);
  });
});
