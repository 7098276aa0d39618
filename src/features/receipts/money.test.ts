import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { receiptItemCreateSchema } from '../../sync/actions/receipts';
import { itemProblems, itemTotalCents, readItem, receiptTotalCents } from './money';

// [locale, quantity, amount typed] -> the kind of message each field shows (none: saved)
const LINES: [string, string, string, ReturnType<typeof itemProblems>][] = [
  ['en', '2', '12.50', {}],
  ['en', '1,000', '1,250.00', {}],
  ['en', '2', '1,000,000.01', { amount: 'tooLarge' }],
  ['en', '2', '999,999.99', {}],
  ['en', '2', '12,50', {}],
  ['de', '2', '12.50', {}],
  ['en', '2', '12,50,0', { amount: 'invalid' }],
  ['de', '2', '12,50', {}],
  ['de', '1.000', '1.250,00', {}],
  ['fr', '1 000', '12,5', {}],
  ['en', '0', '12.50', { quantity: 'invalid' }],
  ['en', '2', '12.505', { amount: 'invalid' }],
  ['en', '2', '-1', { amount: 'invalid' }],
  ['en', 'two', '', { quantity: 'invalid', amount: 'invalid' }],
  ['en', '1e12', '12.50', { quantity: 'invalid' }],
  ['en', '1000000000000', '12.50', { quantity: 'tooLarge' }],
  ['en', '100001', '12.50', { quantity: 'tooLarge' }],
  ['en', '2', '99999999999999', { amount: 'tooLarge' }],
  ['de', '2', '99999999999999,999', { amount: 'tooLarge' }],
  ['en', '9'.repeat(400), '9'.repeat(400), { quantity: 'tooLarge', amount: 'tooLarge' }],
];

describe("a typed receipt line, through the server's schema", () => {
  it.each(LINES)('%s: %j × %j → %j', (locale, quantity, amount, problems) => {
    const item = readItem({ description: 'Taxi', quantity, amount }, locale);
    const parsed = v.safeParse(receiptItemCreateSchema, { ...item, clientKey: 'key-12345' });
    expect(parsed.success ? {} : itemProblems(parsed.issues)).toEqual(problems);
  });
});

describe('receipt sums (through the shared sums module)', () => {
  it.each([
    [[], 0],
    [[{ quantity: 12, amount: 4.5 }], 5400],
    [
      [
        { quantity: 120, amount: 1.72 },
        { quantity: 10, amount: 0.95 },
      ],
      20640 + 950,
    ],
    // 0.1 + 0.2 in floats is not 0.3; in cents it is.
    [
      [
        { quantity: 1, amount: 0.1 },
        { quantity: 1, amount: 0.2 },
      ],
      30,
    ],
    [[{ quantity: 0.333, amount: 3 }], 100],
  ])('%j totals %i cents', (items, cents) => {
    expect(receiptTotalCents(items)).toBe(cents);
    expect(items.reduce((s, i) => s + itemTotalCents(i), 0)).toBe(cents);
  });
});
