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

/**
 * The invoice of `/invoice/{link}`: its number, or for one made on this device the key it was
 * made with, which the server's row keeps once it replaces the local one.
 */
export function useInvoiceByNumber(link: string): InvoiceRow | null | undefined {
  return useLiveQuery(
    async () =>
      (await db.invoices.where('clientKey').equals(link).first()) ??
      (await db.invoices.where('number').equals(link).first()) ??
      null,
    [link],
  );
}

/** An invoice's link: its number, or while only this device has it, the key it was made with. */
export const invoiceLink = (invoice: Pick<InvoiceRow, 'id' | 'number' | 'clientKey'>): string =>
  invoice.id < 0 && invoice.clientKey ? invoice.clientKey : invoice.number;

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
