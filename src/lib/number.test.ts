import { describe, expect, it } from 'vitest';
import { numberText, ratingText, readDecimal, readNumber } from './number';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

// [locale, what was typed, the number it reads (NaN: refused)]
const TABLE: [string, string, number][] = [
  // English (and Welsh): point decimal, comma groups in threes.
  ['en', '1,250.00', 1250],
  ['en', '1250.5', 1250.5],
  ['en', '12.50', 12.5],
  // One comma not before exactly three digits: the decimal of a keypad without a point.
  ['en', '12,50', 12.5],
  ['en', '1,25', 1.25],
  ['en', '1,2500', 1.25],
  ['en', '1,250.5,0', Number.NaN],
  ['en', '1,25.5', Number.NaN],
  ['en', '1,250', 1250],
  ['en', '1,250,000.5', 1250000.5],
  // A lone 0 before the mark is no group of thousands: the keypad's decimal.
  ['en', '0,125', 0.125],
  ['en', '-0,125', -0.125],
  ['en', '0,125,000', Number.NaN],
  ['en', '01,250', Number.NaN],
  ['en', '1 250.5', 1250.5],
  ['en', ' 3 ', 3],
  ['en', '-2', -2],
  ['en', '\u22122', -2],
  ['en', '1e12', Number.NaN],
  ['en', '1.5e3', Number.NaN],
  ['en', '9'.repeat(400), Infinity],
  ['en', '99999999999999', 99999999999999],
  ['en', '', Number.NaN],
  ['en', '12.', Number.NaN],
  ['en', '.5', Number.NaN],
  ['en', '12.5.1', Number.NaN],
  ['en', 'abc', Number.NaN],
  ['en', '0x10', Number.NaN],
  ['cy', '1,250.00', 1250],
  ['cy', '12,50', 12.5],
  // German, Dutch, Spanish: comma decimal, point groups.
  ['de', '1.250,00', 1250],
  ['de', '12,50', 12.5],
  ['de', '1.250', 1250],
  ['de', '12.50', 12.5],
  ['de', '12.5', 12.5],
  ['de', '1.250.000', 1250000],
  ['de', '0.125', 0.125],
  ['de', '0.5', 0.5],
  ['de', '0.125.000', Number.NaN],
  ['de', '0.125,5', Number.NaN],
  ['de', '012.500', Number.NaN],
  ['nl', '0.125', 0.125],
  ['de', '12.50,5', Number.NaN],
  ['de', '1,250.00', Number.NaN],
  ['de', '1 250,5', 1250.5],
  ['de', '7,5', 7.5],
  ['de', '-0,5', -0.5],
  ['de', '1e12', Number.NaN],
  ['nl', '1.250,00', 1250],
  ['nl', '12,50', 12.5],
  ['nl', '12.50', 12.5],
  ['es', '1.250,00', 1250],
  ['es', '12,50', 12.5],
  ['es', '1250,5', 1250.5],
  // Austrian German and French group with a (narrow) no-break space; a point groups too.
  ['de-AT', '1.250,00', 1250],
  ['de-AT', `1${NBSP}250,00`, 1250],
  ['de-AT', '12,50', 12.5],
  ['fr', '1.250,00', 1250],
  ['fr', `1${NNBSP}250,00`, 1250],
  ['fr', '1 250,00', 1250],
  ['fr', '12,50', 12.5],
  ['fr', '12.50', 12.5],
];

describe('readNumber (per locale)', () => {
  it.each(TABLE)('%s: %j reads %d', (locale, text, value) => {
    expect(readNumber(text, locale)).toEqual(value);
  });
});

describe('readDecimal counts the decimals that matter', () => {
  it.each([
    ['1.250', 2],
    ['1.235', 3],
    ['12', 0],
    ['12.500', 1],
  ])('%j has %i', (text, decimals) => {
    expect(readDecimal(text, 'en')?.decimals).toBe(decimals);
  });
});

describe('numberText reads back as the same number', () => {
  it.each([
    ['en', 1250.5, undefined, '1250.5'],
    ['de', 1250.5, undefined, '1250,5'],
    ['de', 12.5, 2, '12,50'],
    ['fr', 1234567.25, 2, '1234567,25'],
    ['es', 0.001, undefined, '0,001'],
  ] as const)('%s %d -> %j', (locale, value, decimals, text) => {
    expect(numberText(value, locale, decimals)).toBe(text);
    expect(readNumber(text, locale)).toBe(value);
  });
});

describe('ratingText', () => {
  it.each([
    [4.1, 'de', '4,1'],
    [4.1, 'en', '4.1'],
    [4.125, 'fr', '4,1'],
    [4, 'nl', '4,0'],
    [3.96, 'de-AT', '4,0'],
  ])('%s in %s → %s', (value, locale, text) => {
    expect(ratingText(value, locale)).toBe(text);
  });
});
