import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { text } from '../api/schemas/common';
import { calendarSubscriptionInputSchema } from '../api/schemas/profile';
import { payrollItemDeclineSchema } from '../api/schemas/payrolls';
import { maxLengthOf, textLimitState } from './textLimit';

describe('maxLengthOf', () => {
  it.each<[string, v.GenericSchema, number]>([
    ['text(500)', text(500), 500],
    ['trimmed, with a minimum', v.pipe(text(100), v.trim(), v.minLength(1)), 100],
    ['nullable and optional', v.optional(v.nullable(text(500))), 500],
    ['with a default', v.optional(v.pipe(text(500), v.trim()), ''), 500],
    ['with a fallback', v.fallback(v.nullable(text(20)), null), 20],
    ['a calendar subscription name', calendarSubscriptionInputSchema.entries.name, 100],
    ['a payroll decline reason', payrollItemDeclineSchema.entries.reason, 1000],
  ])('%s → %i', (_, schema, max) => {
    expect(maxLengthOf(schema)).toBe(max);
  });

  it('refuses a schema without a limit', () => {
    expect(() => maxLengthOf(v.string())).toThrow(/no maximum/);
    expect(() => maxLengthOf(v.pipe(v.number(), v.maxValue(3)))).toThrow(/no maximum/);
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
