// The route checks /invoices' search at boot: this file stays free of schemas (P4, /login).
import { INVOICE_FILTERS, type InvoiceFilter } from '../../sync/invoiceFilter';

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
