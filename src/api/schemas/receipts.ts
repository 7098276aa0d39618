import { z } from 'zod';
import { entityId, isoDate, listOf, text } from './common';

/*
 * Receipts (issue 15, SPEC §6 receipts right with CREATE and DELETE, §7 "Receipts"): ONE set
 * of schemas for the app and the reference server. A receipt belongs to the client's company;
 * its items, documents (photos of the paper receipt) and activities hang off it.
 */

export const RECEIPT_DESCRIPTION_MAX = 200;
export const ITEM_DESCRIPTION_MAX = 200;
/** A receipt line's quantity and unit amount: sane bounds a typo cannot pass. */
export const QUANTITY_MAX = 100_000;
export const AMOUNT_MAX = 1_000_000;

/** GET /receiptTypes: what kind of expense a receipt is. */
export const receiptTypeSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  code: z.string(),
  name: z.string(),
});
export type ReceiptType = z.infer<typeof receiptTypeSchema>;
export const receiptTypeListSchema = listOf(receiptTypeSchema);

const templateItemSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  amount: z.number(),
});

/** GET /companies/{id}/receiptTemplates: a receipt to start from, with its lines. */
export const receiptTemplateSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  companyId: z.number().int(),
  name: z.string(),
  typeId: z.number().int(),
  items: z.array(templateItemSchema),
});
export type ReceiptTemplate = z.infer<typeof receiptTemplateSchema>;
export const receiptTemplateListSchema = listOf(receiptTemplateSchema);

/** A receipt as GET /receipts lists it. A receipt made offline has a negative id and no number. */
export const receiptSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  number: z.string().nullable(),
  companyId: z.number().int(),
  typeId: z.number().int(),
  typeName: z.string().nullable(),
  description: z.string(),
  receiptDate: z.string(),
  currency: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string().nullable(),
  /** The key the phone made it with (null for one made elsewhere): the link of a receipt made
   * offline keeps working once the server's row replaces the local one. */
  clientKey: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;
export const receiptListSchema = listOf(receiptSchema);

/** GET /receiptItems (all of the company's receipts) and POST /receipts/{id}/items. */
export const receiptItemSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  receiptId: z.number().int(),
  description: z.string(),
  quantity: z.number(),
  amount: z.number(),
});
export type ReceiptItem = z.infer<typeof receiptItemSchema>;
export const receiptItemListSchema = listOf(receiptItemSchema);

/** GET /receiptDocuments and POST /receipts/{id}/documents: a photo of the paper receipt. */
export const receiptDocumentSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  receiptId: z.number().int(),
  clientKey: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  /** Null while the photo waits on the phone. */
  uploadedAt: z.string().nullable(),
});
export type ReceiptDocument = z.infer<typeof receiptDocumentSchema>;
export const receiptDocumentListSchema = listOf(receiptDocumentSchema);

/** GET /receiptActivities: what happened to the company's receipts (LOG activities). */
export const receiptActivitySchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  receiptId: z.number().int(),
  caption: z.string(),
  personName: z.string().nullable(),
  createdAt: z.string(),
});
export type ReceiptActivity = z.infer<typeof receiptActivitySchema>;
export const receiptActivityListSchema = listOf(receiptActivitySchema);

/** The phone's own key for a new row: a re-sent create under another key is still stored once. */
const clientKey = text(100).min(8);

/** POST /receipts: a new receipt, optionally filled from one of the company's templates. */
export const receiptCreateSchema = z.object({
  clientKey,
  typeId: entityId,
  description: text(RECEIPT_DESCRIPTION_MAX, 'too long').trim().min(1, 'required'),
  receiptDate: isoDate,
  templateId: entityId.nullable().optional(),
});
export type ReceiptCreateInput = z.infer<typeof receiptCreateSchema>;

/** POST /receipts/{id}/copy: the copy gets today's date and the original's lines. */
export const receiptCopySchema = z.object({ clientKey, receiptDate: isoDate });
export type ReceiptCopyInput = z.infer<typeof receiptCopySchema>;

/** POST /receipts/{id}/items. Amounts in the receipt's currency, at most two decimals. */
export const receiptItemCreateSchema = z.object({
  clientKey,
  description: text(ITEM_DESCRIPTION_MAX, 'too long').trim().min(1, 'required'),
  quantity: z.number().positive('must be more than 0').max(QUANTITY_MAX, 'too large'),
  amount: z
    .number()
    .min(0, 'must not be negative')
    .max(AMOUNT_MAX, 'too large')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'at most two decimals'),
});
export type ReceiptItemCreateInput = z.infer<typeof receiptItemCreateSchema>;

/** The JSON part of POST /receipts/{id}/documents (the photo goes in the "file" part). */
export const receiptDocumentInputSchema = z.object({
  clientKey,
  fileName: text(200).min(1),
});
export type ReceiptDocumentInput = z.infer<typeof receiptDocumentInputSchema>;
