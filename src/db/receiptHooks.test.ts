import { beforeEach, describe, expect, it } from 'vitest';
import { db, type OutboxRecord } from './db';
import { readReceiptFlags } from './receiptHooks';

const record = (
  n: number,
  table: string,
  id: number,
  state: OutboxRecord['state'],
): OutboxRecord => ({
  id: `0000${n}`,
  idempotencyKey: `key-${n}`,
  ownerId: 'person:1',
  kind: 'receipt.change',
  method: 'POST',
  path: `/${table}/${id}`,
  body: {},
  entity: { table, id },
  entityKey: `${table}:${id}`,
  baseVersion: null,
  dependsOn: [],
  undo: [],
  state,
  attempts: 0,
  nextTryAt: 0,
  lastError: null,
  createdAt: 0,
  updatedAt: 0,
});

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  await db.session.put({
    key: 'current',
    token: 't',
    rights: {},
    mailboxRights: {},
    ownerId: 'person:1',
    savedAt: 0,
  });
});

describe('the flags a receipt screen shows', () => {
  // Each table's flags land in their own map: a line's id may equal a receipt's or a photo's.
  it.each<
    [string, OutboxRecord['state'], keyof Awaited<ReturnType<typeof readReceiptFlags>> | null]
  >([
    ['receipts', 'pending', 'receipts'],
    ['receiptItems', 'failed', 'items'],
    ['receiptDocuments', 'conflict', 'documents'],
    ['jobs', 'pending', null],
  ])('a waiting change of %s (%s) is in %s', async (table, state, key) => {
    await db.outbox.add(record(1, table, -4, state));
    const flags = await readReceiptFlags();
    for (const k of ['receipts', 'items', 'documents'] as const)
      expect([k, flags[k].get(-4)]).toEqual([k, k === key ? state : undefined]);
  });
});
