import { describe, expect, it } from 'vitest';
import { isEditable, type InvoiceStatus } from '../../sync/invoiceRules';
import {
  checkForm,
  formDefaults,
  fromInvoice,
  newLine,
  summableLines,
  type FieldErrors,
  type InvoiceFormState,
  type LineState,
} from './invoiceForm';

const line = (patch: Partial<LineState> = {}): LineState => ({
  ...newLine(),
  description: 'Riggers',
  quantity: '2',
  unitPrice: '450.00',
  ...patch,
});
const form = (patch: Partial<InvoiceFormState> = {}): InvoiceFormState => ({
  description: 'Autumn fair',
  invoiceDate: '2026-11-18',
  dueDate: '2026-12-18',
  lines: [line()],
  ...patch,
});

describe('form defaults', () => {
  it('starts today, due in 30 days, with one line of one piece at 21% VAT', () => {
    const start = formDefaults('2026-11-18');
    expect(start).toMatchObject({ description: '', invoiceDate: '2026-11-18' });
    expect(start.dueDate).toBe('2026-12-18');
    expect(start.lines).toHaveLength(1);
    expect(start.lines[0]).toMatchObject({ quantity: '1', unitPrice: '', vatRate: '21' });
  });
});

// what was typed (in English unless a locale is named) -> the field and the message kind it
// gets (empty: valid)
const TABLE: [string, InvoiceFormState, FieldErrors, string?][] = [
  ['a valid invoice', form(), {}],
  [
    'decimal comma in every number, in German',
    form({ lines: [line({ quantity: '1,5', unitPrice: '12,5', vatRate: '5,5' })] }),
    {},
    'de',
  ],
  [
    'grouped thousands in German',
    form({ lines: [line({ quantity: '1.000', unitPrice: '1.250,00' })] }),
    {},
    'de',
  ],
  [
    'grouped thousands in English',
    form({ lines: [line({ quantity: '1,000', unitPrice: '1,250.00' })] }),
    {},
  ],
  [
    'a lone decimal comma in English is the decimal (a keypad without a point)',
    form({ lines: [line({ unitPrice: '12,50' })] }),
    {},
  ],
  [
    'two commas before a point in English are no number',
    form({ lines: [line({ unitPrice: '12,50,0' })] }),
    { 'items.0.unitPriceCents': 'unitPrice' },
  ],
  [
    'a lone decimal point in German is the decimal',
    form({ lines: [line({ unitPrice: '12.50' })] }),
    {},
    'de',
  ],
  [
    'an exponent is no number',
    form({ lines: [line({ unitPrice: '1e3' })] }),
    { 'items.0.unitPriceCents': 'unitPrice' },
  ],
  [
    'a huge quantity and price',
    form({ lines: [line({ quantity: '99999999999', unitPrice: '99999999999' })] }),
    { 'items.0.quantity': 'tooLarge', 'items.0.unitPriceCents': 'tooLarge' },
  ],
  [
    'a huge price with too many decimals is too large',
    form({ lines: [line({ unitPrice: '99999999999,999' })] }),
    { 'items.0.unitPriceCents': 'tooLarge' },
    'de',
  ],
  [
    'a huge negative quantity',
    form({ lines: [line({ quantity: '-1000000000000' })] }),
    { 'items.0.quantity': 'tooLarge' },
  ],
  [
    'beyond what a number holds',
    form({ lines: [line({ quantity: '9'.repeat(400), unitPrice: '9'.repeat(400) })] }),
    { 'items.0.quantity': 'tooLarge', 'items.0.unitPriceCents': 'tooLarge' },
  ],
  [
    'the largest price',
    form({ lines: [line({ quantity: '1', unitPrice: '100,000,000.00' })] }),
    {},
  ],
  ['no description', form({ description: '  ' }), { description: 'description' }],
  ['no invoice date', form({ invoiceDate: '' }), { invoiceDate: 'invoiceDate' }],
  ['a day that does not exist', form({ dueDate: '2026-11-31' }), { dueDate: 'dueDate' }],
  ['due before the invoice date', form({ dueDate: '2026-11-01' }), { dueDate: 'dueBeforeInvoice' }],
  ['no lines', form({ lines: [] }), { items: 'noLines' }],
  [
    'a line without description',
    form({ lines: [line(), line({ description: '' })] }),
    { 'items.1.description': 'lineDescription' },
  ],
  ['quantity 0', form({ lines: [line({ quantity: '0' })] }), { 'items.0.quantity': 'quantity' }],
  [
    'quantity not a number',
    form({ lines: [line({ quantity: 'two' })] }),
    { 'items.0.quantity': 'quantity' },
  ],
  [
    'quantity with 4 decimals',
    form({ lines: [line({ quantity: '1.2345' })] }),
    { 'items.0.quantity': 'quantity' },
  ],
  [
    'price with 3 decimals',
    form({ lines: [line({ unitPrice: '1.234' })] }),
    { 'items.0.unitPriceCents': 'unitPrice' },
  ],
  [
    'a negative price',
    form({ lines: [line({ unitPrice: '-5' })] }),
    { 'items.0.unitPriceCents': 'unitPrice' },
  ],
  [
    'no price',
    form({ lines: [line({ unitPrice: '' })] }),
    { 'items.0.unitPriceCents': 'unitPrice' },
  ],
  ['VAT over 100', form({ lines: [line({ vatRate: '121' })] }), { 'items.0.vatRate': 'vatRate' }],
  [
    'several fields at once',
    form({ description: '', lines: [line({ quantity: '', vatRate: '' })] }),
    { description: 'description', 'items.0.quantity': 'quantity', 'items.0.vatRate': 'vatRate' },
  ],
];

describe('checkForm', () => {
  it.each(TABLE)('%s', (_name, state, errors, locale = 'en') => {
    const checked = checkForm(state, locale);
    expect(checked.ok ? {} : checked.errors).toEqual(errors);
  });

  it('reads a price exactly into cents and keeps a line discount it does not edit', () => {
    const checked = checkForm(
      form({ lines: [line({ unitPrice: '0.29', discountPercent: 5 })] }),
      'en',
    );
    expect(checked.ok && checked.input.items[0]).toMatchObject({
      unitPriceCents: 29,
      quantity: 2,
      vatRate: 21,
      discountPercent: 5,
    });
  });
});

describe('live totals and editing', () => {
  it('sums only the lines whose numbers the schema takes', () => {
    const state = form({
      lines: [
        line(),
        line({ unitPrice: '12.' }),
        line({ quantity: '' }),
        line({ quantity: '99999999999', unitPrice: '99999999999' }),
        line({ unitPrice: '1.234' }),
        line({ vatRate: '121' }),
      ],
    });
    expect(summableLines(state, 'en')).toEqual([
      { quantity: 2, unitPriceCents: 45_000, vatRate: 21, discountPercent: 0 },
    ]);
  });

  it("reads the prices in the reader's language", () => {
    const state = form({ lines: [line({ unitPrice: '1.250,50' })] });
    expect(summableLines(state, 'de')).toEqual([
      { quantity: 2, unitPriceCents: 125_050, vatRate: 21, discountPercent: 0 },
    ]);
    expect(summableLines(state, 'en')).toEqual([]);
  });

  it.each(['en', 'de', 'fr'])(
    'an invoice in the form and back gives the same lines (%s)',
    (locale) => {
      const state = fromInvoice(
        {
          id: 1,
          version: 1,
          number: 'INV-1',
          companyId: 1,
          companyName: 'Acme',
          projectId: null,
          projectNumber: null,
          description: 'Fair',
          invoiceDate: '2026-11-01',
          dueDate: '2026-12-01',
          status: 'open',
          currency: 'EUR',
          amountCents: 0,
        },
        [
          {
            id: 5,
            version: 1,
            invoiceId: 1,
            position: 1,
            description: 'Lunch',
            quantity: 1.5,
            unitPriceCents: 1_250,
            vatRate: 9,
            discountPercent: 5,
          },
        ],
        locale,
      );
      const checked = checkForm(state, locale);
      expect(checked.ok && checked.input.items).toEqual([
        {
          description: 'Lunch',
          quantity: 1.5,
          unitPriceCents: 1_250,
          vatRate: 9,
          discountPercent: 5,
        },
      ]);
    },
  );
});

// Which statuses may still be edited (the app and server share isEditable).
const STATUSES: [InvoiceStatus, boolean][] = [
  ['open', true],
  ['overdue', true],
  ['paid', false],
  ['cancelled', false],
];

describe('isEditable', () => {
  it.each(STATUSES)('%s -> %s', (status, editable) => {
    expect(isEditable(status)).toBe(editable);
  });
});
