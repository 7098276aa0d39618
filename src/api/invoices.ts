import { LIST_QUERY, request } from './client';
import { invoiceDetailSchema, invoiceListSchema } from './schemas/invoices';

// Issue 15 invoices (SPEC §7 "Receipts and invoices"): the client's company's invoices.

const base = (number: string) => `/invoices/${encodeURIComponent(number)}`;

/** Every invoice of the client's company (at most 1000, newest first): filters run locally. */
export const fetchInvoices = (token: string) =>
  request(invoiceListSchema, '/invoices', { token, query: { ...LIST_QUERY } });

export const fetchInvoiceDetail = (token: string, number: string) =>
  request(invoiceDetailSchema, base(number), { token });

/** The invoice PDF the server makes; kept offline through the file store (sync/files.ts). */
export const invoicePdfPath = (number: string) => `${base(number)}/pdf`;

export const invoiceDocumentPath = (number: string, id: number) =>
  `${base(number)}/documents/${id}/download`;
