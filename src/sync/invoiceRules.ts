// The invoice screens read the server's own rules and paths through here (screens never import
// src/api): one sums module, one status reading, one filter, one validation.
export { invoiceDocumentPath, invoicePdfPath } from '../api/invoices';
export { decimalToCents, invoiceSums } from '../api/schemas/invoiceSums';
export { fieldIssues, TOO_LARGE } from '../api/schemas/issues';
export {
  DUE_BEFORE_INVOICE,
  INVOICE_FILTERS,
  ITEM_LIMITS,
  invoiceInputSchema,
  invoiceItemInputSchema,
  isEditable,
  matchesInvoice,
  statusOn,
  type InvoiceFilter,
  type InvoiceFormValues,
  type InvoiceItem,
  type InvoiceRow,
  type InvoiceStatus,
} from '../api/schemas/invoices';
