import * as v from 'valibot';
import { entityId, isoDate, listOf, text, int, versioned } from './common';
import { TOO_LARGE } from './issues';

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
export const receiptTypeSchema = v.object({
  ...versioned.entries,
  code: v.string(),
  name: v.string(),
});
export type ReceiptType = v.InferOutput<typeof receiptTypeSchema>;
export const receiptTypeListSchema = listOf(receiptTypeSchema);

const templateItemSchema = v.object({
  description: v.string(),
  quantity: v.pipe(v.number(), v.finite()),
  amount: v.pipe(v.number(), v.finite()),
});

/** GET /companies/{id}/receiptTemplates: a receipt to start from, with its lines. */
export const receiptTemplateSchema = v.object({
  ...versioned.entries,
  companyId: int,
  name: v.string(),
  typeId: int,
  items: v.array(templateItemSchema),
});
export type ReceiptTemplate = v.InferOutput<typeof receiptTemplateSchema>;
export const receiptTemplateListSchema = listOf(receiptTemplateSchema);

/** A receipt as GET /receipts lists it. A receipt made offline has a negative id and no number. */
export const receiptSchema = v.object({
  ...versioned.entries,
  number: v.nullable(v.string()),
  companyId: int,
  typeId: int,
  typeName: v.nullable(v.string()),
  description: v.string(),
  receiptDate: v.string(),
  currency: v.string(),
  createdBy: v.nullable(v.string()),
  createdAt: v.nullable(v.string()),
  /** The key the phone made it with (null for one made elsewhere): the link of a receipt made
   * offline keeps working once the server's row replaces the local one. */
  clientKey: v.nullable(v.string()),
});
export type Receipt = v.InferOutput<typeof receiptSchema>;
export const receiptListSchema = listOf(receiptSchema);

/** GET /receiptItems (all of the company's receipts) and POST /receipts/{id}/items. */
export const receiptItemSchema = v.object({
  ...versioned.entries,
  receiptId: int,
  description: v.string(),
  quantity: v.pipe(v.number(), v.finite()),
  amount: v.pipe(v.number(), v.finite()),
});
export type ReceiptItem = v.InferOutput<typeof receiptItemSchema>;
export const receiptItemListSchema = listOf(receiptItemSchema);

/** GET /receiptDocuments and POST /receipts/{id}/documents: a photo of the paper receipt. */
export const receiptDocumentSchema = v.object({
  ...versioned.entries,
  receiptId: int,
  clientKey: v.string(),
  fileName: v.string(),
  contentType: v.string(),
  size: v.pipe(int, v.minValue(0)),
  /** Null while the photo waits on the phone. */
  uploadedAt: v.nullable(v.string()),
});
export type ReceiptDocument = v.InferOutput<typeof receiptDocumentSchema>;
export const receiptDocumentListSchema = listOf(receiptDocumentSchema);

/** GET /receiptActivities: what happened to the company's receipts (LOG activities). */
export const receiptActivitySchema = v.object({
  ...versioned.entries,
  receiptId: int,
  caption: v.string(),
  personName: v.nullable(v.string()),
  createdAt: v.string(),
});
export type ReceiptActivity = v.InferOutput<typeof receiptActivitySchema>;
export const receiptActivityListSchema = listOf(receiptActivitySchema);

/** The phone's own key for a new row: a re-sent create under another key is still stored once. */
const clientKey = v.pipe(text(100), v.minLength(8));

/** POST /receipts: a new receipt, optionally filled from one of the company's templates. */
export const receiptCreateSchema = v.object({
  clientKey,
  typeId: entityId,
  description: v.pipe(
    text(RECEIPT_DESCRIPTION_MAX, 'too long'),
    v.trim(),
    v.minLength(1, 'required'),
  ),
  receiptDate: isoDate,
  templateId: v.optional(v.nullable(entityId)),
});
export type ReceiptCreateInput = v.InferOutput<typeof receiptCreateSchema>;

/** POST /receipts/{id}/copy: the copy gets today's date and the original's lines. */
export const receiptCopySchema = v.object({ clientKey, receiptDate: isoDate });
export type ReceiptCopyInput = v.InferOutput<typeof receiptCopySchema>;

/** POST /receipts/{id}/items. Amounts in the receipt's currency, at most two decimals. */
export const receiptItemCreateSchema = v.object({
  clientKey,
  description: v.pipe(text(ITEM_DESCRIPTION_MAX, 'too long'), v.trim(), v.minLength(1, 'required')),
  quantity: v.pipe(
    v.number(),
    v.finite(),
    v.gtValue(0, 'must be more than 0'),
    v.maxValue(QUANTITY_MAX, TOO_LARGE),
  ),
  amount: v.pipe(
    v.number(),
    v.finite(),
    v.minValue(0, 'must not be negative'),
    v.maxValue(AMOUNT_MAX, TOO_LARGE),
    v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most two decimals'),
  ),
});
export type ReceiptItemCreateInput = v.InferOutput<typeof receiptItemCreateSchema>;

/** The JSON part of POST /receipts/{id}/documents (the photo goes in the "file" part). */
export const receiptDocumentInputSchema = v.object({
  clientKey,
  fileName: v.pipe(text(200), v.minLength(1)),
});
export type ReceiptDocumentInput = v.InferOutput<typeof receiptDocumentInputSchema>;
