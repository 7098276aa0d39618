import {
  fetchReceiptActivities,
  fetchReceiptDocuments,
  fetchReceiptItems,
  fetchReceipts,
  fetchReceiptTemplates,
  fetchReceiptTypes,
} from '../../api/receipts';
import {
  receiptActivitySchema,
  receiptDocumentSchema,
  receiptItemSchema,
  receiptSchema,
  receiptTemplateSchema,
  receiptTypeSchema,
} from '../../api/schemas/receipts';
import { defineArea } from './types';
import { personalWith } from './who';

/** The receipts right is the clients' (server/rights.ts); the server scopes to the company. */
const withReceipts = personalWith('receipts');

/**
 * Receipts (issue 15): the company's receipts with their lines, photos and activities, the
 * receipt types and templates, so the list, the detail and creating work offline.
 */
export const receiptsArea = defineArea({
  tables: {
    receipts: receiptSchema,
    receiptTypes: receiptTypeSchema,
    receiptTemplates: receiptTemplateSchema,
    receiptItems: receiptItemSchema,
    receiptDocuments: receiptDocumentSchema,
    receiptActivities: receiptActivitySchema,
  },
  pulls: [
    {
      name: 'receipts',
      table: 'receipts',
      appliesTo: withReceipts,
      fetch: (ctx) => fetchReceipts(ctx.token),
    },
    {
      name: 'receiptTypes',
      table: 'receiptTypes',
      appliesTo: withReceipts,
      fetch: (ctx) => fetchReceiptTypes(ctx.token),
    },
    {
      name: 'receiptTemplates',
      table: 'receiptTemplates',
      appliesTo: withReceipts,
      fetch: (ctx) => fetchReceiptTemplates(ctx.token),
    },
    {
      name: 'receiptItems',
      table: 'receiptItems',
      appliesTo: withReceipts,
      fetch: (ctx) => fetchReceiptItems(ctx.token),
    },
    {
      name: 'receiptDocuments',
      table: 'receiptDocuments',
      appliesTo: withReceipts,
      fetch: (ctx) => fetchReceiptDocuments(ctx.token),
    },
    {
      name: 'receiptActivities',
      table: 'receiptActivities',
      appliesTo: withReceipts,
      fetch: (ctx) => fetchReceiptActivities(ctx.token),
    },
  ],
  outboxKinds: [
    'receipt.create',
    'receipt.copy',
    'receipt.delete',
    'receiptItem.add',
    'receiptItem.delete',
    'receiptPhoto.upload',
  ],
});
