import { describe, expect, it } from 'vitest';
import { formatCents, formatPercent } from './money';

// Intl puts narrow no-break spaces in some locales; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatCents', () => {
  const ROWS: [number, string, string, string][] = [
    [123_450, 'EUR', 'en', '€1,234.50'],
    [123_450, 'EUR', 'nl', '€ 1.234,50'],
    [123_450, 'EUR', 'de', '1.234,50 €'],
    [123_450, 'EUR', 'fr', '1 234,50 €'],
    [-5, 'EUR', 'en', '-€0.05'],
    [99_900, 'GBP', 'en', '£999.00'],
    [1_000, 'XX1', 'en', 'XX1 10.00'],
  ];
  for (const [cents, currency, locale, text] of ROWS) {
    it(`${cents} ${currency} in ${locale} -> ${text}`, () => {
      expect(plain(formatCents(cents, currency, locale))).toBe(text);
    });
  }
});

describe('formatPercent', () => {
  it('reads a rate per locale', () => {
    expect(formatPercent(21, 'en')).toBe('21%');
    expect(plain(formatPercent(5.5, 'de'))).toBe('5,5 %');
  });
});
