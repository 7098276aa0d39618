import * as v from 'valibot';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../api/schemas/crewPhotos';
import {
  receiptCreateSchema,
  receiptItemCreateSchema,
  type ReceiptCreateInput,
  type ReceiptItemCreateInput,
} from '../../api/schemas/receipts';
import { db, type Receipt, type ReceiptDocument, type ReceiptItem } from '../../db/db';
import { neverSent } from '../../db/outboxRecord';
import { localReceiptPhotoPath } from '../../db/receiptPaths';
import { localEntityId } from '../outbox/ids';
import { notifyEnqueued, outboxRecord } from '../outbox/enqueue';
import { entityTarget, queueDelete } from '../outbox/targets';
import { fileProblem, type FileProblem } from './profile';

// Receipt sums come from the ONE sums module the invoices and the server use.
export { decimalToCents, invoiceSums, lineSums } from '../../api/schemas/invoiceSums';
// The forms check with the very schemas the server parses with (screens do not import api/),
// and read the field of each issue with the same helper.
export { receiptCreateSchema, receiptItemCreateSchema, PHOTO_TYPES };
export { fieldIssues, issueField, TOO_LARGE } from '../../api/schemas/issues';
export type { FileProblem };
export type NewReceipt = Omit<ReceiptCreateInput, 'clientKey'>;
export type NewReceiptItem = Omit<ReceiptItemCreateInput, 'clientKey'>;

/**
 * A receipt made on this device: its local id, and the key its link is made of (the local id
 * goes once the server answers; the key stays on the server's row).
 */
export type MadeReceipt = { id: number; clientKey: string };

/** Whether the receipt was made on this device and the server has not answered yet. */
export const isLocalReceipt = (receipt: Pick<Receipt, 'id'>) => receipt.id < 0;

async function ownerOrThrow(): Promise<string> {
  const session = await db.session.get('current');
  if (!session) throw new Error('Not logged in');
  return session.ownerId;
}

/** The local row of a new receipt: no number until the server gives one. */
async function localReceipt(
  id: number,
  fields: { typeId: number; description: string; receiptDate: string; companyId: number },
  currency: string,
  clientKey: string,
): Promise<Receipt> {
  const type = await db.receiptTypes.get(fields.typeId);
  return {
    id,
    version: 1,
    number: null,
    companyId: fields.companyId,
    typeId: fields.typeId,
    typeName: type?.name ?? null,
    description: fields.description,
    receiptDate: fields.receiptDate,
    currency,
    createdBy: null,
    createdAt: null,
    clientKey,
  };
}

/**
 * Creates a receipt (receipts CREATE): it shows at once with its pending badge and the POST
 * waits in the outbox, in ONE transaction. A template's lines come with the server's answer.
 * Throws the schema's v.ValiError on invalid input, whose issues name the fields.
 */
export async function createReceipt(input: NewReceipt): Promise<MadeReceipt> {
  const clientKey = crypto.randomUUID();
  const valid = v.parse(receiptCreateSchema, { ...input, clientKey });
  const id = localEntityId();
  await db.transaction('rw', [db.session, db.receiptTypes, db.receipts, db.outbox], async () => {
    const ownerId = await ownerOrThrow();
    // The company and currency of the receipts already here; the server's answer corrects both.
    const any = await db.receipts.filter((r) => r.id > 0).first();
    const row = await localReceipt(
      id,
      { ...valid, companyId: any?.companyId ?? 0 },
      any?.currency ?? 'EUR',
      clientKey,
    );
    await db.receipts.add(row);
    await db.outbox.add(
      outboxRecord(ownerId, {
        kind: 'receipt.create',
        method: 'POST',
        path: '/receipts',
        body: valid,
        entity: { table: 'receipts', id },
        baseVersion: null,
        undo: [{ table: 'receipts', id, row: null }],
      }),
    );
  });
  notifyEnqueued();
  return { id, clientKey };
}

/**
 * Copies a receipt the server has (receipts CREATE): the copy shows at once, dated `date`;
 * its lines come with the server's answer. One still on this device cannot be copied yet.
 */
export async function copyReceipt(sourceId: number, date: string): Promise<MadeReceipt | null> {
  if (sourceId < 0) return null;
  const id = localEntityId();
  const body = { clientKey: crypto.randomUUID(), receiptDate: date };
  const ok = await db.transaction(
    'rw',
    [db.session, db.receiptTypes, db.receipts, db.outbox],
    async () => {
      const ownerId = await ownerOrThrow();
      const source = await db.receipts.get(sourceId);
      if (!source) return false;
      const row = await localReceipt(
        id,
        { ...source, receiptDate: date },
        source.currency,
        body.clientKey,
      );
      await db.receipts.add(row);
      await db.outbox.add(
        outboxRecord(ownerId, {
          kind: 'receipt.copy',
          method: 'POST',
          path: `/receipts/${sourceId}/copy`,
          // The description is for the outbox screen's sentence only; the server copies it.
          body: { ...body, description: source.description },
          entity: { table: 'receipts', id },
          baseVersion: null,
          undo: [{ table: 'receipts', id, row: null }],
        }),
      );
      return true;
    },
  );
  if (!ok) return null;
  notifyEnqueued();
  return { id, clientKey: body.clientKey };
}

/**
 * Adds a line to a receipt (receipts CREATE). A receipt made offline takes lines at once:
 * their POST names the receipt's create record and waits for it (`{ref:…}` + dependsOn), so
 * the server's id replaces the local one when they go.
 */
export async function addReceiptItem(receiptId: number, input: NewReceiptItem): Promise<number> {
  const clientKey = crypto.randomUUID();
  const valid = v.parse(receiptItemCreateSchema, { ...input, clientKey });
  const id = localEntityId();
  await db.transaction('rw', [db.session, db.receiptItems, db.outbox], async () => {
    const ownerId = await ownerOrThrow();
    const target = await entityTarget('receipts', '/receipts', receiptId);
    const row: ReceiptItem = {
      id,
      version: 1,
      receiptId,
      description: valid.description,
      quantity: valid.quantity,
      amount: valid.amount,
    };
    await db.receiptItems.add(row);
    await db.outbox.add(
      outboxRecord(ownerId, {
        kind: 'receiptItem.add',
        method: 'POST',
        path: `${target.path}/items`,
        body: valid,
        entity: { table: 'receiptItems', id },
        baseVersion: null,
        dependsOn: target.dependsOn,
        undo: [{ table: 'receiptItems', id, row: null }],
      }),
    );
  });
  notifyEnqueued();
  return id;
}

/** Deletes a line (the screen asks first); one never sent is simply taken back. */
export async function deleteReceiptItem(itemId: number): Promise<void> {
  await queueDelete('receiptItems', '/receiptItems', itemId, 'receiptItem.delete');
}

/**
 * Deletes a receipt (receipts DELETE; the screen asks first). One made on this device and never
 * sent is taken back with every line and photo queued for it; otherwise the DELETE waits in
 * the outbox after any earlier change to it.
 */
export async function deleteReceipt(receiptId: number): Promise<void> {
  if (receiptId < 0 && (await takeBackUnsent(receiptId))) return;
  await queueDelete('receipts', '/receipts', receiptId, 'receipt.delete');
}

const CHILD_TABLES = [db.receiptItems, db.receiptDocuments, db.files];

async function takeBackUnsent(receiptId: number): Promise<boolean> {
  const taken = await db.transaction('rw', [db.receipts, db.outbox, ...CHILD_TABLES], async () => {
    const records = await db.outbox.where('entityKey').equals(`receipts:${receiptId}`).toArray();
    const create = records.find((r) => r.method === 'POST');
    if (!create || records.length !== 1 || create.state !== 'pending' || !neverSent(create))
      return false;
    const dependants = await db.outbox.filter((r) => r.dependsOn.includes(create.id)).toArray();
    if (dependants.some((r) => !neverSent(r) || r.state === 'sending')) return false;
    const photos = await db.receiptDocuments.where('receiptId').equals(receiptId).toArray();
    await db.outbox.bulkDelete([create.id, ...dependants.map((r) => r.id)]);
    await db.receiptItems.where('receiptId').equals(receiptId).delete();
    await db.receiptDocuments.where('receiptId').equals(receiptId).delete();
    await db.files.bulkDelete(photos.map((p) => localReceiptPhotoPath(p.clientKey)));
    await db.receipts.delete(receiptId);
    return true;
  });
  if (taken) notifyEnqueued();
  return taken;
}

/**
 * Attaches a photo of the paper receipt (receipts CREATE): it shows at once (its bytes kept on
 * the phone) and waits in the outbox as an upload, sent once (idempotency key and client key);
 * for a receipt made offline, after the receipt. A file that is not an image or is too large
 * is refused, not queued.
 */
export async function addReceiptPhoto(
  receiptId: number,
  file: File,
  now = new Date(),
): Promise<{ id: number } | { problem: Exclude<FileProblem, null> }> {
  const problem = fileProblem(file, PHOTO_TYPES, PHOTO_MAX_BYTES);
  if (problem) return { problem };
  const id = localEntityId();
  const clientKey = crypto.randomUUID();
  const fileName = file.name || `receipt-${now.getTime()}.jpg`;
  const row: ReceiptDocument = {
    id,
    version: 1,
    receiptId,
    clientKey,
    fileName,
    contentType: file.type,
    size: file.size,
    uploadedAt: null,
  };
  await db.transaction('rw', [db.session, db.receiptDocuments, db.files, db.outbox], async () => {
    const ownerId = await ownerOrThrow();
    const target = await entityTarget('receipts', '/receipts', receiptId);
    await db.receiptDocuments.add(row);
    await db.files.put({
      path: localReceiptPhotoPath(clientKey),
      blob: file,
      contentType: file.type,
      name: fileName,
      savedAt: now.getTime(),
    });
    await db.outbox.add(
      outboxRecord(ownerId, {
        kind: 'receiptPhoto.upload',
        method: 'POST',
        path: `${target.path}/documents`,
        body: { clientKey, fileName },
        blobs: { file },
        entity: { table: 'receiptDocuments', id },
        baseVersion: null,
        dependsOn: target.dependsOn,
        undo: [{ table: 'receiptDocuments', id, row: null }],
      }),
    );
  });
  notifyEnqueued();
  return { id };
}
