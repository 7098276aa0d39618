import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  decimalToCents,
  divRoundHalfAway,
  invoiceSums,
  lineSums,
  type InvoiceLineInput,
} from './invoiceSums';

// [quantity, unit price cents, VAT %, discount %] -> [gross, discount, net, VAT, total] in cents
const LINES: [InvoiceLineInput, [number, number, number, number, number]][] = [
  [{ quantity: 1, unitPriceCents: 10_000, vatRate: 21 }, [10_000, 0, 10_000, 2_100, 12_100]],
  [{ quantity: 8, unitPriceCents: 4_550, vatRate: 9 }, [36_400, 0, 36_400, 3_276, 39_676]],
  // 1.5 h x 33.33 = 49.995 -> 50.00 (half away from zero)
  [{ quantity: 1.5, unitPriceCents: 3_333, vatRate: 21 }, [5_000, 0, 5_000, 1_050, 6_050]],
  // VAT 21% of 0.50 = 0.105 -> 0.11 (half up), not banker's 0.10
  [{ quantity: 1, unitPriceCents: 50, vatRate: 21 }, [50, 0, 50, 11, 61]],
  // VAT 21% of 0.02 = 0.0042 -> 0.00
  [{ quantity: 1, unitPriceCents: 2, vatRate: 21 }, [2, 0, 2, 0, 2]],
  // a credit line rounds to exactly minus its positive twin
  [{ quantity: -1, unitPriceCents: 50, vatRate: 21 }, [-50, 0, -50, -11, -61]],
  [{ quantity: -1.5, unitPriceCents: 3_333, vatRate: 21 }, [-5_000, 0, -5_000, -1_050, -6_050]],
  // 10% discount on 3 x 19.99 = 59.97 -> 6.00 (5.997), net 53.97, VAT 21% 11.33 (11.3337)
  [
    { quantity: 3, unitPriceCents: 1_999, vatRate: 21, discountPercent: 10 },
    [5_997, 600, 5_397, 1_133, 6_530],
  ],
  // 12.5% discount read to 2 decimals; 0% VAT
  [
    { quantity: 2, unitPriceCents: 1_000, vatRate: 0, discountPercent: 12.5 },
    [2_000, 250, 1_750, 0, 1_750],
  ],
  // a fractional rate: 5.5% of 9.99 = 0.54945 -> 0.55
  [{ quantity: 1, unitPriceCents: 999, vatRate: 5.5 }, [999, 0, 999, 55, 1_054]],
  // quantity read to 3 decimals: 0.333 x 3.00 = 0.999 -> 1.00
  [{ quantity: 0.333, unitPriceCents: 300, vatRate: 9 }, [100, 0, 100, 9, 109]],
  [{ quantity: 0, unitPriceCents: 12_345, vatRate: 21 }, [0, 0, 0, 0, 0]],
  // a big line stays exact in integers
  [
    { quantity: 1_000, unitPriceCents: 99_999_999, vatRate: 21 },
    [99_999_999_000, 0, 99_999_999_000, 20_999_999_790, 120_999_998_790],
  ],
];

describe('invoice line sums', () => {
  for (const [line, [gross, discount, net, vat, total]] of LINES) {
    it(`${line.quantity} x ${line.unitPriceCents}c, ${line.discountPercent ?? 0}% off, ${line.vatRate}% VAT`, () => {
      expect(lineSums(line)).toEqual({
        grossAmountCents: gross,
        discountCents: discount,
        netCents: net,
        vatCents: vat,
        totalCents: total,
      });
    });
  }
});

describe('invoice totals', () => {
  it('rounds VAT per line, so a rate total is the sum of its lines (not re-rounded)', () => {
    // three lines of 0.50 at 21%: each 0.105 -> 0.11, so 0.33 (one total would round 0.315 to 0.32)
    const line = { quantity: 1, unitPriceCents: 50, vatRate: 21 };
    const sums = invoiceSums([line, line, line]);
    expect(sums.perRate).toEqual([{ vatRate: 21, netCents: 150, vatCents: 33 }]);
    expect(sums).toMatchObject({ netCents: 150, vatCents: 33, grossCents: 183 });
  });

  it('keeps one row per VAT rate, highest first', () => {
    const sums = invoiceSums([
      { quantity: 2, unitPriceCents: 1_000, vatRate: 9 },
      { quantity: 1, unitPriceCents: 10_000, vatRate: 21 },
      { quantity: 1, unitPriceCents: 500, vatRate: 9 },
      { quantity: 1, unitPriceCents: 700, vatRate: 0 },
    ]);
    expect(sums.perRate).toEqual([
      { vatRate: 21, netCents: 10_000, vatCents: 2_100 },
      { vatRate: 9, netCents: 2_500, vatCents: 225 },
      { vatRate: 0, netCents: 700, vatCents: 0 },
    ]);
    expect(sums).toMatchObject({ netCents: 13_200, vatCents: 2_325, grossCents: 15_525 });
    expect(sums.lines).toHaveLength(4);
  });

  it('an empty invoice sums to zero', () => {
    expect(invoiceSums([])).toEqual({
      lines: [],
      perRate: [],
      netCents: 0,
      vatCents: 0,
      grossCents: 0,
    });
  });
});

describe('rounding and decimals', () => {
  const DIV: [number, number, number][] = [
    [5, 10, 1],
    [4, 10, 0],
    [-5, 10, -1],
    [-4, 10, 0],
    [15, 10, 2],
    [25, 10, 3],
    [0, 7, 0],
    [9_007_199_254_740_000, 1000, 9_007_199_254_740],
  ];
  for (const [n, d, q] of DIV) {
    it(`${n} / ${d} -> ${q}`, () => expect(divRoundHalfAway(n, d)).toBe(q));
  }

  const DEC: [string, number][] = [
    ['0.00', 0],
    ['1234.50', 123_450],
    ['1234.5', 123_450],
    ['-0.05', -5],
    ['12', 1_200],
  ];
  for (const [text, cents] of DEC) {
    it(`'${text}' <-> ${cents}c`, () => {
      expect(decimalToCents(text)).toBe(cents);
      expect(decimalToCents(centsToDecimal(cents))).toBe(cents);
    });
  }
  it('prints cents as the stored decimal', () => {
    expect(centsToDecimal(123_405)).toBe('1234.05');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(decimalToCents('1.005')).toBeNaN();
    expect(decimalToCents(1.005)).toBe(101);
  });
});
