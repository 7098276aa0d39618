// No schemas here: the route of /invoices checks its search with these at boot (P4, /login).

/** The list's filter: a stored status, overdue (open and past due), or every invoice. */
export const INVOICE_FILTERS = ['all', 'open', 'overdue', 'paid', 'cancelled'] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];
