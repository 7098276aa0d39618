import { describe, expect, it } from 'vitest';
import { declineReasonProblem, formatHours, formatMoney } from './format';

describe('decline reason', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['ab', 'tooShort'],
    [' ab ', 'tooShort'],
    ['abc', null],
    ['I was not there that day', null],
    ['x'.repeat(1001), 'tooLong'],
  ])('reason %# → %s', (reason, problem) => {
    expect(declineReasonProblem(reason)).toBe(problem);
  });
});

describe('figures', () => {
  it.each([
    [1234.5, 'en', '€1,234.50'],
    [1234.5, 'nl', '€ 1.234,50'],
    [-2, 'de', '-2,00 €'],
  ])('%d in %s is %s', (amount, locale, out) => {
    expect(formatMoney(amount, locale).replace(/\u00a0|\u202f/g, ' ')).toBe(out);
  });

  it.each([
    [null, 'en', '–'],
    [7.5, 'en', '7.5'],
    [7.5, 'de', '7,5'],
    [8, 'en', '8'],
  ])('%s hours in %s is %s', (hours, locale, out) => {
    expect(formatHours(hours, locale)).toBe(out);
  });
});
