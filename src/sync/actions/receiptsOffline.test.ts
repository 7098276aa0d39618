import { describe, expect, it } from 'vitest';
import type { RawAnswer, RawRequest } from '../../api/raw';
import { NetworkError } from '../../api/errors';
import { db } from '../../db/db';
import { localReceiptPhotoPath } from '../../db/receiptPaths';
import { replayOutbox } from '../outbox/replay';
import { OWNER, newReceipt } from './receipts.testkit';
import { addReceiptItem, addReceiptPhoto, createReceipt, deleteReceipt } from './receipts';

// A receipt made offline, with its lines and photo: replayed against an in-memory server that
// loses answers, or taken back before it was sent. The single actions are in receipts.test.ts.

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

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
