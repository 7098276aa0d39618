import { describe, expect, it } from 'vitest';
import { figureFormat } from './figureFormat';

// Intl writes a no-break space before the euro sign in German.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('dashboard money shows its cents when it has any', () => {
  const fmt = figureFormat('de');
  it.each([
    ['a bonus with cents', 2500.5, '2.500,50 €'],
    ['whole euros', 30000, '30.000 €'],
    ['a sum with float noise', 0.1 + 0.2 + 99.7, '100 €'],
    ['one cent', 0.01, '0,01 €'],
  ])('%s', (_name, n, expected) => {
    expect(plain(fmt.money(n))).toBe(expected);
  });

  it.each([
    ['a projection', 61234.56, '61.235 €'],
    ['a rate per day', 2041.15, '2.041 €'],
  ])('%s is an estimate in whole euros', (_name, n, expected) => {
    expect(plain(fmt.estimate(n))).toBe(expected);
  });
});

describe("a day's turnover in the figures table", () => {
  // Austrian German groups plain numbers with a space but money with a point: the table's
  // turnover is money, so it reads as the dashboard's amounts do.
  it.each([
    ['de-AT', 1878.36, '€ 1.878,36'],
    ['de-AT', 2000, '€ 2.000,00'],
    ['nl', 1878.36, '€ 1.878,36'],
    ['en', 1878.36, '€1,878.36'],
  ])('in %s, %s reads %s', (locale, n, expected) => {
    expect(plain(figureFormat(locale).amount(n))).toBe(expected);
  });
});
