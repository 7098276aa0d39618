import { LIST_QUERY, request } from './client';
import {
  receiptActivityListSchema,
  receiptDocumentListSchema,
  receiptItemListSchema,
  receiptListSchema,
  receiptTemplateListSchema,
  receiptTypeListSchema,
} from './schemas/receipts';

// Receipts of the client's company (issue 15, SPEC §7 "Receipts"): every list in one call
// each, so the list and every receipt's detail work offline after one visit.

export const fetchReceipts = (token: string) =>
  request(receiptListSchema, '/receipts', { token, query: { ...LIST_QUERY } });

export const fetchReceiptTypes = (token: string) =>
  request(receiptTypeListSchema, '/receiptTypes', { token, query: { ...LIST_QUERY } });

/** The company's templates (the server's /companies/{id}/receiptTemplates, for its own company). */
export const fetchReceiptTemplates = (token: string) =>
  request(receiptTemplateListSchema, '/receiptTemplates', { token, query: { ...LIST_QUERY } });

export const fetchReceiptItems = (token: string) =>
  request(receiptItemListSchema, '/receiptItems', { token, query: { ...LIST_QUERY } });

export const fetchReceiptDocuments = (token: string) =>
  request(receiptDocumentListSchema, '/receiptDocuments', { token, query: { ...LIST_QUERY } });

export const fetchReceiptActivities = (token: string) =>
  request(receiptActivityListSchema, '/receiptActivities', { token, query: { ...LIST_QUERY } });
