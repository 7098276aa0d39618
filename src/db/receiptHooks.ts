import { useLiveQuery } from 'dexie-react-hooks';
import {
  db,
  type Receipt,
  type ReceiptActivity,
  type ReceiptDocument,
  type ReceiptItem,
  type ReceiptTemplate,
  type ReceiptType,
} from './db';
import { entityFlags, type EntityFlag } from './outboxQueries';

/** The company's receipts, newest first (a receipt made offline among them, pending). */
export function useReceipts(): Receipt[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.receipts.toArray();
    return rows.sort((a, b) => b.receiptDate.localeCompare(a.receiptDate) || b.id - a.id);
  }, []);
}

/** Every line of every receipt here (the list shows each receipt's total). */
export function useReceiptItemsOfAll(): ReceiptItem[] | undefined {
  return useLiveQuery(() => db.receiptItems.toArray(), []);
}

export function useReceiptTypes(): ReceiptType[] | undefined {
  return useLiveQuery(() => db.receiptTypes.orderBy('id').toArray(), []);
}

export function useReceiptTemplates(): ReceiptTemplate[] | undefined {
  return useLiveQuery(() => db.receiptTemplates.orderBy('id').toArray(), []);
}

/** A receipt as the detail screen finds it, with every id its rows may still carry. */
export type FoundReceipt = { receipt: Receipt; ids: number[] };

/** A receipt's link: its number, or while only this device has it, the key it was made with. */
export const receiptLink = (r: Pick<Receipt, 'id' | 'number' | 'clientKey'>): string =>
  r.number ?? r.clientKey ?? String(r.id);

/**
 * The receipt of `/receipt/{number}`. One made on this device is linked by the key it was made
 * with: the server's row, which replaces the local one, carries the same key, so the link keeps
 * working. Lines and photos queued under the local id keep it until they are sent (the create
 * record stays while they wait for it): `ids` holds both.
 */
export function useReceiptByNumber(number: string): FoundReceipt | null | undefined {
  return useLiveQuery(async () => {
    const byKey = await db.receipts.where('clientKey').equals(number).first();
    const receipt = byKey ?? (await db.receipts.where('number').equals(number).first());
    if (!receipt) return null;
    const found = receipt;
    const creates = await db.outbox
      .filter(
        (r) => r.entity?.table === 'receipts' && r.method === 'POST' && r.resultId === found.id,
      )
      .toArray();
    const ids = [found.id, ...creates.map((r) => r.entity!.id)];
    return { receipt: found, ids: [...new Set(ids)] };
  }, [number]);
}

export function useReceiptItems(ids: readonly number[]): ReceiptItem[] | undefined {
  const key = ids.join(',');
  return useLiveQuery(
    async () => (await db.receiptItems.where('receiptId').anyOf(ids).toArray()).sort(byId),
    [key],
  );
}

export function useReceiptDocuments(ids: readonly number[]): ReceiptDocument[] | undefined {
  const key = ids.join(',');
  return useLiveQuery(
    async () => (await db.receiptDocuments.where('receiptId').anyOf(ids).toArray()).sort(byId),
    [key],
  );
}

export function useReceiptActivities(ids: readonly number[]): ReceiptActivity[] | undefined {
  const key = ids.join(',');
  return useLiveQuery(
    async () =>
      (await db.receiptActivities.where('receiptId').anyOf(ids).toArray()).sort(
        (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
      ),
    [key],
  );
}

/** The outbox flags a receipt's screen shows: of receipts, their lines and their photos. */
export type ReceiptFlags = {
  receipts: Map<number, EntityFlag>;
  items: Map<number, EntityFlag>;
  documents: Map<number, EntityFlag>;
};

/** The flags of receipts, lines and photos, read together (pair with the rows: useReadAfter). */
export function readReceiptFlags(): Promise<ReceiptFlags> {
  return db.transaction('r', db.session, db.outbox, async () => {
    const [receipts, items, documents] = await Promise.all([
      entityFlags('receipts'),
      entityFlags('receiptItems'),
      entityFlags('receiptDocuments'),
    ]);
    return { receipts, items, documents };
  });
}

/** Server rows (positive ids) in the order the server made them, then the local ones. */
function byId(a: { id: number }, b: { id: number }): number {
  if (a.id > 0 !== b.id > 0) return a.id > 0 ? -1 : 1;
  return Math.abs(a.id) - Math.abs(b.id);
}
