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
