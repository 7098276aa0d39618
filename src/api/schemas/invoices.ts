import * as v from 'valibot';
import { fieldsRule, isoDate, isoDateTime, listOf, text, int, versioned } from './common';
import { INVOICE_STATUSES } from './projectDetail';
import { TOO_LARGE } from './issues';
import { INVOICE_FILTERS, type InvoiceFilter } from './invoiceFilters';

// Issue 15 invoices (SPEC §7 "Receipts and invoices"): the list row, the detail's parts and the
// create/edit input. The input schema is the ONE validation of the form and the server.

export { INVOICE_STATUSES };
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** A list row: amountCents is the gross total (the sum of the lines, invoiceSums.ts). */
export const invoiceRowSchema = v.object({
  ...versioned.entries,
  number: v.string(),
  companyId: int,
  companyName: v.string(),
  projectId: v.nullable(int),
  projectNumber: v.nullable(v.string()),
  description: v.string(),
  invoiceDate: isoDate,
  dueDate: isoDate,
  /** open / paid / cancelled as stored; an open invoice past its due date reads overdue. */
  status: v.picklist(INVOICE_STATUSES),
  currency: v.string(),
  amountCents: int,
  /**
   * The key the app made it with (none for one made elsewhere): the link of an invoice made
   * offline keeps working once the server's row, with its number, replaces the local one.
   */
  clientKey: v.nullish(v.string()),
});
export type InvoiceRow = v.InferOutput<typeof invoiceRowSchema>;
export const invoiceListSchema = listOf(invoiceRowSchema);

export const invoiceItemSchema = v.object({
  ...versioned.entries,
  invoiceId: int,
  position: int,
  description: v.string(),
  quantity: v.pipe(v.number(), v.finite()),
  unitPriceCents: int,
  vatRate: v.pipe(v.number(), v.finite()),
  discountPercent: v.pipe(v.number(), v.finite()),
});
export type InvoiceItem = v.InferOutput<typeof invoiceItemSchema>;

export const invoiceActivitySchema = v.object({
  ...versioned.entries,
  invoiceId: int,
  caption: v.string(),
  body: v.nullable(v.string()),
  personParty: v.nullable(v.string()),
  createdAt: isoDateTime,
});
export type InvoiceActivity = v.InferOutput<typeof invoiceActivitySchema>;

export const invoiceDocumentSchema = v.object({
  ...versioned.entries,
  invoiceId: int,
  name: v.string(),
  date: isoDate,
  fileName: v.string(),
  contentType: v.string(),
  size: int,
});
export type InvoiceDocument = v.InferOutput<typeof invoiceDocumentSchema>;

export const invoiceDetailSchema = v.object({
  invoice: invoiceRowSchema,
  items: v.array(invoiceItemSchema),
  activities: v.array(invoiceActivitySchema),
  documents: v.array(invoiceDocumentSchema),
});
export type InvoiceDetail = v.InferOutput<typeof invoiceDetailSchema>;

/** How many decimals a value has (1.25 -> 2), for the fixed-point fields below. */
const decimals = (n: number) => {
  const [, frac = ''] = String(n).split('.');
  return frac.length;
};

export const ITEM_LIMITS = { maxItems: 100, maxQuantity: 100_000, maxUnitPriceCents: 1e10 };

// A number that is not one (NaN, what the form makes of an empty or bad field) or is infinite
// reads 'required', as it always has: v.finite carries the same message as v.number.
export const invoiceItemInputSchema = v.object({
  description: v.pipe(text(200), v.trim(), v.minLength(1, 'required')),
  quantity: v.pipe(
    v.number('required'),
    v.finite('required'),
    v.gtValue(-ITEM_LIMITS.maxQuantity, TOO_LARGE),
    v.ltValue(ITEM_LIMITS.maxQuantity, TOO_LARGE),
    v.check((n) => n !== 0, 'must not be 0'),
    v.check((n) => decimals(n) <= 3, 'at most 3 decimals'),
  ),
  // A safe integer, as before: 2^53 cents and beyond read 'at most 2 decimals' too.
  unitPriceCents: v.pipe(
    v.number('required'),
    v.finite('required'),
    v.safeInteger('at most 2 decimals'),
    v.minValue(0, 'must not be negative'),
    v.maxValue(ITEM_LIMITS.maxUnitPriceCents, TOO_LARGE),
  ),
  vatRate: v.pipe(
    v.number('required'),
    v.finite('required'),
    v.minValue(0, 'must be 0 to 100'),
    v.maxValue(100, 'must be 0 to 100'),
    v.check((n) => decimals(n) <= 2, 'at most 2 decimals'),
  ),
  discountPercent: v.optional(
    v.pipe(
      v.number(),
      v.finite(),
      v.minValue(0, 'must be 0 to 100'),
      v.maxValue(100, 'must be 0 to 100'),
      v.check((n) => decimals(n) <= 2, 'at most 2 decimals'),
    ),
    0,
  ),
});
export type InvoiceItemInput = v.InferInput<typeof invoiceItemInputSchema>;

/** The due date's message when it is before the invoice date (the form tells it apart). */
export const DUE_BEFORE_INVOICE = 'must not be before the invoice date';

/** Create (POST /invoices) and edit (PUT /invoices/{number}, If-Match) take the same body. */
export const invoiceInputSchema = v.pipe(
  v.object({
    description: v.pipe(text(500), v.trim(), v.minLength(1, 'required')),
    invoiceDate: isoDate,
    dueDate: isoDate,
    items: v.pipe(
      v.array(invoiceItemInputSchema),
      v.minLength(1, 'add at least one item'),
      v.maxLength(ITEM_LIMITS.maxItems, `at most ${ITEM_LIMITS.maxItems} items`),
    ),
  }),
  fieldsRule(
    ['invoiceDate', 'dueDate'],
    (input) => input.dueDate >= input.invoiceDate,
    DUE_BEFORE_INVOICE,
    'dueDate',
  ),
);
export type InvoiceInput = v.InferOutput<typeof invoiceInputSchema>;
export type InvoiceFormValues = v.InferInput<typeof invoiceInputSchema>;

/** Beside the create's body: the key the app links a new invoice by (see invoiceRowSchema). */
export const invoiceClientKeySchema = v.object({
  clientKey: v.nullish(v.pipe(text(100), v.trim(), v.minLength(1))),
});

export { INVOICE_FILTERS, type InvoiceFilter } from './invoiceFilters';

export const invoiceQuerySchema = v.object({
  status: v.optional(v.picklist(INVOICE_FILTERS), 'all'),
  search: v.optional(v.pipe(text(100), v.trim())),
});

/** The status an invoice reads on `today` (YYYY-MM-DD): open and past due is overdue. */
export const statusOn = (stored: InvoiceStatus, dueDate: string, today: string): InvoiceStatus =>
  stored === 'open' && dueDate < today ? 'overdue' : stored;

/** Whether a row passes the list's filter and search (number, description, project). */
export const matchesInvoice = (row: InvoiceRow, filter: InvoiceFilter, search: string): boolean => {
  if (filter === 'open' && row.status !== 'open' && row.status !== 'overdue') return false;
  if (filter !== 'all' && filter !== 'open' && row.status !== filter) return false;
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [row.number, row.description, row.projectNumber ?? ''].some((s) =>
    s.toLowerCase().includes(q),
  );
};

/** Only an open (or overdue) invoice may still be edited; paid and cancelled are final. */
export const isEditable = (status: InvoiceStatus): boolean =>
  status === 'open' || status === 'overdue';
