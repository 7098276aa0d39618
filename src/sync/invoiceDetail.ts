import { ApiError, NetworkError } from '../api/errors';
import { fetchInvoiceDetail } from '../api/invoices';
import type { InvoiceDetail } from '../api/schemas/invoices';
import { db } from '../db/db';
import { withFreshToken } from '../session/pageRefresh';
import { getSession } from '../session/sessionState';
import type { DetailOutcome } from './details';
import { setOnline } from './online';

const TABLES = [db.invoices, db.invoiceItems, db.invoiceActivities, db.invoiceDocuments];

async function store(detail: InvoiceDetail): Promise<void> {
  await db.transaction('rw', TABLES, async () => {
    const id = detail.invoice.id;
    await db.invoices.put(detail.invoice);
    for (const table of [db.invoiceItems, db.invoiceActivities, db.invoiceDocuments]) {
      await table.where('invoiceId').equals(id).delete();
    }
    await db.invoiceItems.bulkPut(detail.items);
    await db.invoiceActivities.bulkPut(detail.activities);
    await db.invoiceDocuments.bulkPut(detail.documents);
  });
}

/** The server says there is no such invoice for this person: drop what the device kept. */
async function forget(number: string): Promise<void> {
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
    await store(await withFreshToken((token) => fetchInvoiceDetail(token, number)));
    return 'fresh';
  } catch (error) {
    if (error instanceof NetworkError) {
      setOnline(false);
      return 'offline';
    }
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
      await forget(number);
      return 'missing';
    }
    return 'failed';
  }
}
