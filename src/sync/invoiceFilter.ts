// The invoice list's filters alone, for the route's search check: invoiceRules brings every invoice schema.
export { INVOICE_FILTERS, type InvoiceFilter } from '../api/schemas/invoiceFilters';
