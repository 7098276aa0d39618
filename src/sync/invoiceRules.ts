// The invoice screens read the server's own rules and paths through here (screens never import
// src/api): one sums module, one status reading, one filter, one validation.
export { invoiceDocumentPath, invoicePdfPath } from '../api/invoices';
export { invoiceSums } from '../api/schemas/invoiceSums';
export {
  INVOICE_FILTERS,
  isEditable,
  matchesInvoice,
  statusOn,
  type InvoiceFilter,
  type InvoiceRow,
  type InvoiceStatus,
} from '../api/schemas/invoices';
