import { useLiveQuery } from 'dexie-react-hooks';
import { db, type InvoiceActivity, type InvoiceDocument, type InvoiceItem } from './db';
import type { InvoiceRow } from '../api/schemas/invoices';

// Live reads of the invoice tables (issue 15): null when the device lacks the row, undefined
// while the first read runs.

/** Newest first, as the server lists them. */
export function useInvoices(): InvoiceRow[] | undefined {
  return useLiveQuery(async () =>
    (await db.invoices.toArray()).sort(
      (a, b) => b.invoiceDate.localeCompare(a.invoiceDate) || b.id - a.id,
    ),
  );
}

export function useInvoiceByNumber(number: string): InvoiceRow | null | undefined {
  return useLiveQuery(
    async () => (await db.invoices.where('number').equals(number).first()) ?? null,
    [number],
  );
}

export function useInvoiceItems(id: number): InvoiceItem[] | undefined {
  return useLiveQuery(
    async () =>
      (await db.invoiceItems.where('invoiceId').equals(id).toArray()).sort(
        (a, b) => a.position - b.position || a.id - b.id,
      ),
    [id],
  );
}

export function useInvoiceActivities(id: number): InvoiceActivity[] | undefined {
  return useLiveQuery(
    async () =>
      (await db.invoiceActivities.where('invoiceId').equals(id).toArray()).sort((a, b) =>
        b.createdAt.localeCompare(a.createdAt),
      ),
    [id],
  );
}

export function useInvoiceDocuments(id: number): InvoiceDocument[] | undefined {
  return useLiveQuery(
    async () => db.invoiceDocuments.where('invoiceId').equals(id).toArray(),
    [id],
  );
}
