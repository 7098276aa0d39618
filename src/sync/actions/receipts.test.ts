import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { issueField } from '../../api/schemas/issues';
import { db } from '../../db/db';
import { OWNER, newReceipt } from './receipts.testkit';
import {
  addReceiptItem,
  addReceiptPhoto,
  copyReceipt,
  createReceipt,
  deleteReceipt,
  deleteReceiptItem,
} from './receipts';

// What each receipt action puts on the phone and in the outbox. A receipt made offline and
// replayed against the server is in receiptsOffline.test.ts.

describe('createReceipt', () => {
  it('shows the receipt at once, without a number, and queues one POST in one go', async () => {
    const { id, clientKey } = await createReceipt(newReceipt);
    expect(id).toBeLessThan(0);
    expect(await db.receipts.get(id)).toMatchObject({
      number: null,
      description: 'Taxi to the venue',
      typeName: 'Travel',
      companyId: 1,
      clientKey,
    });
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({
      kind: 'receipt.create',
      method: 'POST',
      path: '/receipts',
      ownerId: OWNER,
      body: { description: 'Taxi to the venue', typeId: 1 },
    });
  });

  it.each([
    ['an empty description', { description: '  ' }, 'description'],
    ['an impossible date', { receiptDate: '2026-02-30' }, 'receiptDate'],
  ])('refuses %s, naming the field, and queues nothing', async (_, change, field) => {
    const error = await createReceipt({ ...newReceipt, ...change }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(v.ValiError);
    expect((error as v.ValiError<v.GenericSchema>).issues.map(issueField)).toEqual([field]);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('addReceiptItem', () => {
  it.each([
    ['no quantity', { quantity: 0 }, 'quantity'],
    ['a negative amount', { amount: -1 }, 'amount'],
    ['three decimals', { amount: 1.005 }, 'amount'],
    ['no description', { description: '' }, 'description'],
  ])('refuses %s, naming the field', async (_, change, field) => {
    const line = { description: 'Taxi', quantity: 1, amount: 12.5, ...change };
    const error = await addReceiptItem(7, line).catch((e: unknown) => e);
    expect((error as v.ValiError<v.GenericSchema>).issues.map(issueField)).toEqual([field]);
  });

  it('posts a line of a server receipt straight to it', async () => {
    await addReceiptItem(7, { description: 'Parking', quantity: 1, amount: 6 });
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({
      kind: 'receiptItem.add',
      path: '/receipts/7/items',
      dependsOn: [],
    });
  });
});

describe('delete and copy', () => {
  it('deletes a server receipt and a server line there, with the version they were based on', async () => {
    await db.receiptItems.put({
      id: 30,
      version: 3,
      receiptId: 7,
      description: 'Diesel',
      quantity: 1,
      amount: 1,
    });
    await deleteReceiptItem(30);
    await deleteReceipt(7);
    expect(
      (await db.outbox.orderBy('id').toArray()).map((r) => [
        r.kind,
        r.method,
        r.path,
        r.baseVersion,
      ]),
    ).toEqual([
      ['receiptItem.delete', 'DELETE', '/receiptItems/30', 3],
      ['receipt.delete', 'DELETE', '/receipts/7', 2],
    ]);
    expect(await db.receipts.get(7)).toBeUndefined();
  });

  it('copies a server receipt (pending, no number) and refuses to copy one still on the phone', async () => {
    const copy = await copyReceipt(7, '2026-11-18');
    expect(await db.receipts.get(copy!.id)).toMatchObject({
      number: null,
      description: 'Fuel',
      receiptDate: '2026-11-18',
    });
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({
      kind: 'receipt.copy',
      path: '/receipts/7/copy',
      body: { receiptDate: '2026-11-18' },
    });
    expect(await copyReceipt(copy!.id, '2026-11-18')).toBeNull();
  });

  it('refuses a file that is not an image, and queues nothing', async () => {
    const text = new File(['hello'], 'note.txt', { type: 'text/plain' });
    expect(await addReceiptPhoto(7, text)).toEqual({ problem: expect.any(String) as unknown });
    expect(await db.outbox.count()).toBe(0);
  });
});
