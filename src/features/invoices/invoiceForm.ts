import dayjs from 'dayjs';
import * as v from 'valibot';
import {
  DUE_BEFORE_INVOICE,
  decimalToCents,
  invoiceInputSchema,
  type InvoiceFormValues,
  type InvoiceItem,
  type InvoiceRow,
} from '../../sync/invoiceRules';

// The invoice form's state and its rules, without React: what a person typed (text, so a
// half-typed "12," is kept), turned into the body the server takes, and the schema's issues
// turned into which field gets which message. The schema is the server's (one validation).

export type LineState = {
  /** React key; not sent. */
  key: string;
  description: string;
  quantity: string;
  unitPrice: string;
  vatRate: string;
  /** Kept from an existing line (the form does not edit it), 0 for a new one. */
  discountPercent: number;
};

export type InvoiceFormState = {
  description: string;
  invoiceDate: string;
  dueDate: string;
  lines: LineState[];
};

/** Where the invoice dialog takes the whole screen (Mantine's "xs" breakpoint). */
export const PHONE_MEDIA_QUERY = '(max-width: 36em)';

/** Sensible defaults: due in 30 days, one piece, the usual full VAT rate. */
export const DEFAULT_PAYMENT_DAYS = 30;
export const DEFAULT_VAT_RATE = '21';

let lineKeys = 0;
const nextKey = () => `line-${(lineKeys += 1)}`;

export const newLine = (vatRate = DEFAULT_VAT_RATE): LineState => ({
  key: nextKey(),
  description: '',
  quantity: '1',
  unitPrice: '',
  vatRate,
  discountPercent: 0,
});

export const formDefaults = (today: string): InvoiceFormState => ({
  description: '',
  invoiceDate: today,
  dueDate: dayjs(today).add(DEFAULT_PAYMENT_DAYS, 'day').format('YYYY-MM-DD'),
  lines: [newLine()],
});

/** A number as typed in any of the app's languages: "1,5" and "1.5" both read 1.5. */
const decimalText = (value: string): string => value.trim().replace(',', '.');

const readNumber = (value: string): number => {
  const text = decimalText(value);
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
};

/** Cents of a typed price, exactly; NaN (the field's message) for more than 2 decimals. */
const readCents = (value: string): number => {
  const text = decimalText(value);
  return /^\d+(\.\d{1,2})?$/.test(text) ? decimalToCents(text) : Number.NaN;
};

/** The body the server takes (POST and PUT /invoices), from what was typed. */
export const toInput = (state: InvoiceFormState): InvoiceFormValues => ({
  description: state.description,
  invoiceDate: state.invoiceDate,
  dueDate: state.dueDate,
  items: state.lines.map((line) => ({
    description: line.description,
    quantity: readNumber(line.quantity),
    unitPriceCents: readCents(line.unitPrice),
    vatRate: readNumber(line.vatRate),
    discountPercent: line.discountPercent,
  })),
});

/** An existing invoice in the form, for editing. */
export const fromInvoice = (invoice: InvoiceRow, items: InvoiceItem[]): InvoiceFormState => ({
  description: invoice.description,
  invoiceDate: invoice.invoiceDate,
  dueDate: invoice.dueDate,
  lines: items.map((item) => ({
    key: nextKey(),
    description: item.description,
    quantity: String(item.quantity),
    unitPrice: (item.unitPriceCents / 100).toFixed(2),
    vatRate: String(item.vatRate),
    discountPercent: item.discountPercent,
  })),
});

/** Which message a field shows; the screen words each kind in the reader's language. */
export type FieldProblem =
  | 'description'
  | 'invoiceDate'
  | 'dueDate'
  | 'dueBeforeInvoice'
  | 'noLines'
  | 'lineDescription'
  | 'quantity'
  | 'unitPrice'
  | 'vatRate';

/** Field ids: "description", "dueDate", "items", "items.0.quantity"… */
export type FieldErrors = Partial<Record<string, FieldProblem>>;

const LINE_FIELDS: Record<string, FieldProblem> = {
  description: 'lineDescription',
  quantity: 'quantity',
  unitPriceCents: 'unitPrice',
  vatRate: 'vatRate',
};

/**
 * Checks the form with the server's schema: the valid body, or the problem of each field
 * (the first one per field). Only the sums of valid lines count for the live totals.
 */
export function checkForm(
  state: InvoiceFormState,
): { ok: true; input: InvoiceFormValues } | { ok: false; errors: FieldErrors } {
  const input = toInput(state);
  const parsed = v.safeParse(invoiceInputSchema, input);
  if (parsed.success) return { ok: true, input };
  const errors: FieldErrors = {};
  for (const issue of parsed.issues) {
    const [head, index, field] = (issue.path ?? []).map((item) => String(item.key));
    let key: string;
    let problem: FieldProblem | undefined;
    if (head === 'items' && index !== undefined && field !== undefined) {
      key = `items.${index}.${field}`;
      problem = LINE_FIELDS[field];
    } else if (head === 'items') {
      key = 'items';
      problem = 'noLines';
    } else if (head === 'dueDate') {
      key = head;
      // The date's own check is a refinement too: the schema's message tells them apart.
      problem = issue.message === DUE_BEFORE_INVOICE ? 'dueBeforeInvoice' : 'dueDate';
    } else {
      key = head ?? 'description';
      problem = head === 'invoiceDate' ? 'invoiceDate' : 'description';
    }
    if (problem && !errors[key]) errors[key] = problem;
  }
  return { ok: false, errors };
}

/** The lines that read as valid numbers, for the live totals while typing. */
export const summableLines = (state: InvoiceFormState) =>
  toInput(state)
    .items.filter(
      (l) =>
        Number.isFinite(l.quantity) &&
        Number.isInteger(l.unitPriceCents) &&
        Number.isFinite(l.vatRate),
    )
    .map((l) => ({
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      vatRate: l.vatRate,
      discountPercent: l.discountPercent ?? 0,
    }));
