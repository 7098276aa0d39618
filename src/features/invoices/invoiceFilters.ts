import { matchesInvoice, statusOn, type InvoiceRow } from '../../sync/invoiceRules';
import type { InvoiceSearch } from './invoiceSearch';

export { parseInvoiceSearch, type InvoiceSearch } from './invoiceSearch';

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
