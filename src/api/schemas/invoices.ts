import { z } from 'zod';
import { isoDate, isoDateTime, listOf, text } from './common';
import { INVOICE_STATUSES } from './projectDetail';
import { INVOICE_FILTERS, type InvoiceFilter } from './invoiceFilters';

// Issue 15 invoices (SPEC §7 "Receipts and invoices"): the list row, the detail's parts and the
// create/edit input. The input schema is the ONE validation of the form and the server.

export { INVOICE_STATUSES };
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** A list row: amountCents is the gross total (the sum of the lines, invoiceSums.ts). */
export const invoiceRowSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  number: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  projectId: z.number().int().nullable(),
  projectNumber: z.string().nullable(),
  description: z.string(),
  invoiceDate: isoDate,
  dueDate: isoDate,
  /** open / paid / cancelled as stored; an open invoice past its due date reads overdue. */
  status: z.enum(INVOICE_STATUSES),
  currency: z.string(),
  amountCents: z.number().int(),
  /**
   * The key the app made it with (none for one made elsewhere): the link of an invoice made
   * offline keeps working once the server's row, with its number, replaces the local one.
   */
  clientKey: z.string().nullish(),
});
export type InvoiceRow = z.infer<typeof invoiceRowSchema>;
export const invoiceListSchema = listOf(invoiceRowSchema);

export const invoiceItemSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  invoiceId: z.number().int(),
  position: z.number().int(),
  description: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number().int(),
  vatRate: z.number(),
  discountPercent: z.number(),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

export const invoiceActivitySchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  invoiceId: z.number().int(),
  caption: z.string(),
  body: z.string().nullable(),
  personParty: z.string().nullable(),
  createdAt: isoDateTime,
});
export type InvoiceActivity = z.infer<typeof invoiceActivitySchema>;

export const invoiceDocumentSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  invoiceId: z.number().int(),
  name: z.string(),
  date: isoDate,
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

export const invoiceDetailSchema = z.object({
  invoice: invoiceRowSchema,
  items: z.array(invoiceItemSchema),
  activities: z.array(invoiceActivitySchema),
  documents: z.array(invoiceDocumentSchema),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/** How many decimals a value has (1.25 -> 2), for the fixed-point fields below. */
const decimals = (n: number) => {
  const [, frac = ''] = String(n).split('.');
  return frac.length;
};

export const ITEM_LIMITS = { maxItems: 100, maxQuantity: 100_000, maxUnitPriceCents: 1e10 };

export const invoiceItemInputSchema = z.object({
  description: text(200).trim().min(1, 'required'),
  quantity: z
    .number({ error: 'required' })
    .finite()
    .gt(-ITEM_LIMITS.maxQuantity, 'too large')
    .lt(ITEM_LIMITS.maxQuantity, 'too large')
    .refine((n) => n !== 0, 'must not be 0')
    .refine((n) => decimals(n) <= 3, 'at most 3 decimals'),
  unitPriceCents: z
    .number({ error: 'required' })
    .int('at most 2 decimals')
    .min(0, 'must not be negative')
    .max(ITEM_LIMITS.maxUnitPriceCents, 'too large'),
  vatRate: z
    .number({ error: 'required' })
    .min(0, 'must be 0 to 100')
    .max(100, 'must be 0 to 100')
    .refine((n) => decimals(n) <= 2, 'at most 2 decimals'),
  discountPercent: z
    .number()
    .min(0, 'must be 0 to 100')
    .max(100, 'must be 0 to 100')
    .refine((n) => decimals(n) <= 2, 'at most 2 decimals')
    .default(0),
});
export type InvoiceItemInput = z.input<typeof invoiceItemInputSchema>;

/** The due date's message when it is before the invoice date (the form tells it apart). */
export const DUE_BEFORE_INVOICE = 'must not be before the invoice date';

const datesSchema = z.object({ invoiceDate: isoDate, dueDate: isoDate });

/** Create (POST /invoices) and edit (PUT /invoices/{number}, If-Match) take the same body. */
export const invoiceInputSchema = z
  .object({
    description: text(500).trim().min(1, 'required'),
    invoiceDate: isoDate,
    dueDate: isoDate,
    items: z
      .array(invoiceItemInputSchema)
      .min(1, 'add at least one item')
      .max(ITEM_LIMITS.maxItems, `at most ${ITEM_LIMITS.maxItems} items`),
  })
  .superRefine(
    (v, ctx) => {
      if (v.dueDate < v.invoiceDate) {
        ctx.addIssue({
          code: 'custom',
          path: ['dueDate'],
          message: DUE_BEFORE_INVOICE,
        });
      }
    },
    // Checked whenever both dates are valid, so the form shows it beside item messages.
    { when: (payload) => datesSchema.safeParse(payload.value).success },
  );
export type InvoiceInput = z.infer<typeof invoiceInputSchema>;
export type InvoiceFormValues = z.input<typeof invoiceInputSchema>;

/** Beside the create's body: the key the app links a new invoice by (see invoiceRowSchema). */
export const invoiceClientKeySchema = z.object({ clientKey: text(100).trim().min(1).nullish() });

export { INVOICE_FILTERS, type InvoiceFilter } from './invoiceFilters';

export const invoiceQuerySchema = z.object({
  status: z.enum(INVOICE_FILTERS).default('all'),
  search: text(100).trim().optional(),
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
