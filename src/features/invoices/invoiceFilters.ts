import {
  INVOICE_FILTERS,
  matchesInvoice,
  statusOn,
  type InvoiceFilter,
  type InvoiceRow,
} from '../../sync/invoiceRules';

/** /invoices?status=overdue&q=fair: the filter and search live in the URL (kept on reload). */
export type InvoiceSearch = { status?: InvoiceFilter; q?: string };

/** Checks a typed or old link: an unknown status is dropped, never an error. */
export function parseInvoiceSearch(s: Record<string, unknown>): InvoiceSearch {
  const out: InvoiceSearch = {};
  const status = s.status;
  if (typeof status === 'string' && (INVOICE_FILTERS as readonly string[]).includes(status)) {
    out.status = status as InvoiceFilter;
  }
  if (typeof s.q === 'string' && s.q.trim()) out.q = s.q.slice(0, 100);
  return out;
}

/**
 * The rows to show on `today`: the status read again on the device (an invoice kept offline
 * turns overdue when its due date passes, without a pull), then the filter and the search.
 */
export function visibleInvoices(
  rows: readonly InvoiceRow[],
  search: InvoiceSearch,
  today: string,
): InvoiceRow[] {
  return rows
    .map((row) => ({ ...row, status: statusOn(row.status, row.dueDate, today) }))
    .filter((row) => matchesInvoice(row, search.status ?? 'all', search.q ?? ''));
}
