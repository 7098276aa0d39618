import { fetchInvoiceDetail } from '../api/invoices';
import type { InvoiceDetail } from '../api/schemas/invoices';
import { db } from '../db/db';
import { withFreshToken } from '../session/pageRefresh';
import { getSession } from '../session/sessionState';
import type { DetailOutcome } from './details';
import { HOLD_TABLES, waitingIds } from './pull/held';
import { detailFailure } from './detailFailure';

const TABLES = [db.invoices, db.invoiceItems, db.invoiceActivities, db.invoiceDocuments];

/**
 * Sync-state name of one invoice's detail: when it last came from the server. Its screen
 * gives that age offline (LastSynced), as every list gives its pull's.
 */
export const invoiceDetailResource = (number: string) => `invoiceDetail:${number}` as const;

/**
 * Stores the server's invoice. One with a change still waiting in the outbox keeps what the
 * device shows (its row and lines) until that change is answered; its activities and
 * documents are the server's either way. Lines of invoices made here whose local row the
 * server's has since replaced go too: the detail brings them under the server's id.
 */
async function store(number: string, detail: InvoiceDetail): Promise<void> {
  await db.transaction('rw', [...TABLES, db.syncState, ...HOLD_TABLES], async () => {
    const id = detail.invoice.id;
    const held = (await waitingIds('invoices')).has(id);
    const parts = [db.invoiceActivities, db.invoiceDocuments, ...(held ? [] : [db.invoiceItems])];
    if (!held) await db.invoices.put(detail.invoice);
    for (const table of parts) await table.where('invoiceId').equals(id).delete();
    if (!held) await db.invoiceItems.bulkPut(detail.items);
    await db.invoiceActivities.bulkPut(detail.activities);
    await db.invoiceDocuments.bulkPut(detail.documents);
    const local = await db.invoiceItems.where('invoiceId').below(0).toArray();
    const gone = new Set<number>();
    for (const invoiceId of new Set(local.map((i) => i.invoiceId))) {
      if (!(await db.invoices.get(invoiceId))) gone.add(invoiceId);
    }
    await db.invoiceItems.bulkDelete(local.filter((i) => gone.has(i.invoiceId)).map((i) => i.id));
    // Held or not, the server answered: its activities and documents are this fresh.
    await db.syncState.put({
      resource: invoiceDetailResource(number),
      lastSyncedAt: Date.now(),
      state: 'idle',
      lastError: null,
    });
  });
}

/** The server says there is no such invoice for this person: drop what the device kept. */
async function forget(number: string): Promise<void> {
  await db.syncState.delete(invoiceDetailResource(number));
  const invoice = await db.invoices.where('number').equals(number).first();
  if (!invoice) return;
  await db.transaction('rw', TABLES, async () => {
    await db.invoices.delete(invoice.id);
    for (const table of [db.invoiceItems, db.invoiceActivities, db.invoiceDocuments]) {
      await table.where('invoiceId').equals(invoice.id).delete();
    }
  });
}

/** Pulls one invoice and its parts when it is opened (DESIGN.md "on opening a detail"). */
export async function refreshInvoiceDetail(number: string): Promise<DetailOutcome> {
  if (getSession().status !== 'authenticated') return 'failed';
  try {
    await store(number, await withFreshToken((token) => fetchInvoiceDetail(token, number)));
    return 'fresh';
  } catch (error) {
    return detailFailure(error, () => forget(number));
  }
}
