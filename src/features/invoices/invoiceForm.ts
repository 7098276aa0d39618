import dayjs from 'dayjs';
import * as v from 'valibot';
import {
  DUE_BEFORE_INVOICE,
  decimalToCents,
  fieldIssues,
  invoiceInputSchema,
  invoiceItemInputSchema,
  TOO_LARGE,
  type InvoiceFormValues,
  type InvoiceItem,
  type InvoiceRow,
} from '../../sync/invoiceRules';
import { numberText, readDecimal, readNumber } from '../../lib/number';

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

/**
 * Cents of a typed price in the reader's language, exactly to 2 decimals. More decimals give
 * a number of cents that is no whole number (the schema says "at most 2 decimals"), and a
 * huge price stays huge (the schema says "too large"): only text that is no number is NaN.
 */
const readCents = (value: string, locale: string): number => {
  const typed = readDecimal(value, locale);
  if (!typed) return Number.NaN;
  return typed.decimals <= 2 ? decimalToCents(typed.value) : typed.value * 100;
};

/** The body the server takes (POST and PUT /invoices), from what was typed. */
export const toInput = (state: InvoiceFormState, locale: string): InvoiceFormValues => ({
  description: state.description,
  invoiceDate: state.invoiceDate,
  dueDate: state.dueDate,
  items: state.lines.map((line) => ({
    description: line.description,
    quantity: readNumber(line.quantity, locale),
    unitPriceCents: readCents(line.unitPrice, locale),
    vatRate: readNumber(line.vatRate, locale),
    discountPercent: line.discountPercent,
  })),
});

/** An existing invoice in the form, for editing, its numbers written in the reader's language. */
export const fromInvoice = (
  invoice: InvoiceRow,
  items: InvoiceItem[],
  locale: string,
): InvoiceFormState => ({
  description: invoice.description,
  invoiceDate: invoice.invoiceDate,
  dueDate: invoice.dueDate,
  lines: items.map((item) => ({
    key: nextKey(),
    description: item.description,
    quantity: numberText(item.quantity, locale),
    unitPrice: numberText(item.unitPriceCents / 100, locale, 2),
    vatRate: numberText(item.vatRate, locale),
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
  | 'vatRate'
  | 'tooLarge';

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
 * (the first one per field, a number too large before any other). Only the sums of valid
 * lines count for the live totals.
 */
export function checkForm(
  state: InvoiceFormState,
  locale: string,
): { ok: true; input: InvoiceFormValues } | { ok: false; errors: FieldErrors } {
  const input = toInput(state, locale);
  const parsed = v.safeParse(invoiceInputSchema, input);
  if (parsed.success) return { ok: true, input };
  const errors: FieldErrors = {};
  for (const issue of fieldIssues(parsed.issues).values()) {
    const [head, index, field] = (issue.path ?? []).map((item) => String(item.key));
    let key: string;
    let problem: FieldProblem | undefined;
    if (head === 'items' && index !== undefined && field !== undefined) {
      key = `items.${index}.${field}`;
      problem = issue.message === TOO_LARGE ? 'tooLarge' : LINE_FIELDS[field];
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

// A line's numbers as the schema judges them, without the description a half-typed line lacks.
const lineNumbers = v.pick(invoiceItemInputSchema, [
  'quantity',
  'unitPriceCents',
  'vatRate',
  'discountPercent',
]);

/**
 * The lines whose numbers the schema takes, for the live totals while typing: a number it
 * refuses (too large, too many decimals) adds nothing, so the totals never show a sum the
 * invoice could not have.
 */
export const summableLines = (state: InvoiceFormState, locale: string) =>
  toInput(state, locale)
    .items.filter((l) => v.is(lineNumbers, l))
    .map((l) => ({
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      vatRate: l.vatRate,
      discountPercent: l.discountPercent ?? 0,
    }));
