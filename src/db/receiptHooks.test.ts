import { beforeEach, describe, expect, it } from 'vitest';
import { db, type OutboxRecord } from './db';
import { readReceiptFlags } from './receiptHooks';
import { freshDeviceSignedIn, waitingRecord } from './device.testkit';

const record = (n: number, table: string, id: number, state: OutboxRecord['state']) =>
  waitingRecord(`0000${n}`, { table, id }, { state });

beforeEach(() => freshDeviceSignedIn('person:1'));

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
