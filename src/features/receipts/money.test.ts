import { describe, expect, it } from 'vitest';
import { itemTotalCents, parseAmount, receiptTotalCents } from './money';

describe('parseAmount', () => {
  it.each([
    ['12.50', 12.5],
    ['12,50', 12.5],
    [' 3 ', 3],
    ['1 000,5', 1000.5],
    ['', Number.NaN],
    ['-2', Number.NaN],
    ['12.5.1', Number.NaN],
    ['abc', Number.NaN],
  ])('%j is %d', (text, value) => {
    expect(parseAmount(text)).toEqual(value);
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
