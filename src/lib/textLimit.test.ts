import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { text } from '../api/schemas/common';
import { calendarSubscriptionInputSchema } from '../api/schemas/profile';
import { payrollItemDeclineSchema } from '../api/schemas/payrolls';
import { maxLengthOf, textLimitState } from './textLimit';

describe('maxLengthOf', () => {
  it.each<[string, z.ZodType, number]>([
    ['text(500)', text(500), 500],
    ['trimmed, with a minimum', text(100).trim().min(1), 100],
    ['nullable and optional', text(500).nullable().optional(), 500],
    ['with a default', text(500).trim().default(''), 500],
    ['a calendar subscription name', calendarSubscriptionInputSchema.shape.name, 100],
    ['a payroll decline reason', payrollItemDeclineSchema.shape.reason, 1000],
  ])('%s → %i', (_, schema, max) => {
    expect(maxLengthOf(schema)).toBe(max);
  });

  it('refuses a schema without a limit', () => {
    expect(() => maxLengthOf(z.string())).toThrow(/no maximum/);
    expect(() => maxLengthOf(z.number())).toThrow(/no maximum/);
  });
});

describe('textLimitState', () => {
  it.each<[string, number, { count: number; over: boolean }]>([
    ['', 3, { count: 0, over: false }],
    ['abc', 3, { count: 3, over: false }],
    ['abcd', 3, { count: 4, over: true }],
  ])('%j of at most %i → %o', (value, max, state) => {
    expect(textLimitState(value, max)).toEqual(state);
  });
});
