import { beforeEach, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import type { RawAnswer, RawRequest } from '../../api/raw';
import { NetworkError } from '../../api/errors';
import { db } from '../../db/db';
import { localReceiptPhotoPath } from '../../db/receiptPaths';
import { replayOutbox } from '../outbox/replay';
import { freshDeviceSignedIn } from './signedIn.testkit';
import {
  addReceiptItem,
  addReceiptPhoto,
  copyReceipt,
  createReceipt,
  deleteReceipt,
  deleteReceiptItem,
} from './receipts';

const OWNER = 'person:3';
const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

beforeEach(async () => {
  await freshDeviceSignedIn(OWNER);
  await db.receiptTypes.put({ id: 1, version: 1, code: 'TRAVEL', name: 'Travel' });
  await db.receipts.put({
    id: 7,
    version: 2,
    number: 'R00007',
    companyId: 1,
    typeId: 1,
    typeName: 'Travel',
    description: 'Fuel',
    receiptDate: '2026-11-16',
    currency: 'EUR',
    createdBy: 'Chris Client',
    createdAt: '2026-11-16T08:00:00Z',
    clientKey: null,
  });
});

const newReceipt = { typeId: 1, description: ' Taxi to the venue ', receiptDate: '2026-11-18' };

/**
 * The receipts server's write rules, in memory: a receipt, its lines and photos get ids from
 * 500 on; a repeated idempotency key answers its first answer; `dropAfterCommit` loses the
 * answer of that many writes after storing them (the connection drops on the way back).
 */
function receiptsServer() {
  const stored = {
    receipts: [] as number[],
    items: [] as { id: number; receiptId: number }[],
    photos: [] as { id: number; receiptId: number }[],
  };
  const keys = new Map<string, RawAnswer>();
  const paths: string[] = [];
  let nextId = 500;
  let dropAfterCommit = 0;
  const apply = (req: RawRequest): RawAnswer => {
    const body = req.body as Record<string, unknown>;
    if (req.path === '/receipts') {
      const id = nextId++;
      stored.receipts.push(id);
      return {
        status: 201,
        body: {
          id,
          version: 1,
          number: `R${id}`,
          companyId: 1,
          typeId: 1,
          typeName: 'Travel',
          description: body.description,
          receiptDate: body.receiptDate,
          currency: 'EUR',
          createdBy: 'Chris Client',
          createdAt: 'now',
          clientKey: body.clientKey,
        },
      };
    }
    const item = /^\/receipts\/(\d+)\/items$/.exec(req.path);
    if (item) {
      const receiptId = Number(item[1]);
      if (!stored.receipts.includes(receiptId))
        return { status: 404, body: { code: 'not_found', message: 'Receipt not found' } };
      const id = nextId++;
      stored.items.push({ id, receiptId });
      return {
        status: 201,
        body: {
          id,
          version: 1,
          receiptId,
          description: body.description,
          quantity: body.quantity,
          amount: body.amount,
        },
      };
    }
    const photo = /^\/receipts\/(\d+)\/documents$/.exec(req.path);
    if (photo && req.blobs?.file) {
      const receiptId = Number(photo[1]);
      const id = nextId++;
      stored.photos.push({ id, receiptId });
      return {
        status: 201,
        body: {
          id,
          version: 1,
          receiptId,
          clientKey: body.clientKey,
          fileName: body.fileName,
          contentType: 'image/png',
          size: 4,
          uploadedAt: 'now',
        },
      };
    }
    return { status: 400, body: { code: 'x', message: `unexpected ${req.method} ${req.path}` } };
  };
  const send = (req: RawRequest): Promise<RawAnswer> =>
    Promise.resolve().then(() => {
      paths.push(req.path);
      const answer = keys.get(req.idempotencyKey) ?? apply(req);
      keys.set(req.idempotencyKey, answer);
      if (dropAfterCommit > 0) {
        dropAfterCommit -= 1;
        throw new NetworkError('dropped after commit');
      }
      return answer;
    });
  return { stored, paths, send, dropEach: (n: number) => (dropAfterCommit = n) };
}

async function replayUntilSettled(server: ReturnType<typeof receiptsServer>) {
  let clock = Date.now();
  const deps = {
    send: server.send,
    auth: () => Promise.resolve({ token: 'not-a-real-token', ownerId: OWNER }),
    // Time moves on between passes, past the backoff of a lost answer.
    now: () => (clock += 3_600_000),
    random: () => 0.5,
  };
  for (let pass = 0; pass < 8; pass++) await replayOutbox(deps);
}

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
    expect(error).toBeInstanceOf(ZodError);
    expect((error as ZodError).issues.map((i) => i.path[0])).toEqual([field]);
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
    expect((error as ZodError).issues.map((i) => i.path[0])).toEqual([field]);
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

describe('a receipt made offline', () => {
  it('takes lines and a photo before the server has it, and each reaches the server once', async () => {
    const { id: receipt, clientKey } = await createReceipt(newReceipt);
    await addReceiptItem(receipt, { description: 'Taxi', quantity: 1, amount: 24.5 });
    await addReceiptItem(receipt, { description: 'Tip', quantity: 1, amount: 3 });
    const photo = await addReceiptPhoto(receipt, png('paper.png'));
    expect(photo).toHaveProperty('id');
    const records = await db.outbox.orderBy('id').toArray();
    const create = records[0]!;
    // The lines and the photo name the create: they wait for it and take the server's id.
    expect(records.slice(1).map((r) => [r.path, r.dependsOn])).toEqual([
      [`/receipts/{ref:${create.id}}/items`, [create.id]],
      [`/receipts/{ref:${create.id}}/items`, [create.id]],
      [`/receipts/{ref:${create.id}}/documents`, [create.id]],
    ]);

    const server = receiptsServer();
    // Every answer is lost once, after the server stored the write: the resends are deduplicated.
    server.dropEach(4);
    await replayUntilSettled(server);

    expect(server.stored.receipts).toEqual([500]);
    expect(server.stored.items.map((i) => i.receiptId)).toEqual([500, 500]);
    expect(server.stored.photos.map((p) => p.receiptId)).toEqual([500]);
    expect(server.paths.filter((p) => p.includes('{ref'))).toEqual([]);
    // The local rows are the server's now: its ids, the receipt's number, nothing left behind.
    expect((await db.receipts.toArray()).map((r) => [r.id, r.number]).sort()).toEqual([
      [500, 'R500'],
      [7, 'R00007'],
    ]);
    // The server's row keeps the key the link of the receipt is made of.
    expect((await db.receipts.get(500))?.clientKey).toBe(clientKey);
    expect((await db.receiptItems.toArray()).map((i) => i.receiptId)).toEqual([500, 500]);
    const [doc] = await db.receiptDocuments.toArray();
    expect(doc).toMatchObject({ receiptId: 500, uploadedAt: 'now' });
    // The photo's bytes stay on the phone for its thumbnail.
    expect(await db.files.get(localReceiptPhotoPath(doc!.clientKey))).toBeDefined();
    expect((await db.outbox.toArray()).every((r) => r.state === 'done')).toBe(true);
  });

  it('deleted before it was sent, is taken back with its lines and photo', async () => {
    const { id: receipt } = await createReceipt(newReceipt);
    await addReceiptItem(receipt, { description: 'Taxi', quantity: 1, amount: 24.5 });
    await addReceiptPhoto(receipt, png('paper.png'));
    await deleteReceipt(receipt);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.receipts.get(receipt)).toBeUndefined();
    expect(await db.receiptItems.count()).toBe(0);
    expect(await db.receiptDocuments.count()).toBe(0);
    expect(await db.files.count()).toBe(0);
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
