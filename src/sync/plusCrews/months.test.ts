import { describe, expect, it } from 'vitest';
import {
  monthOf,
  monthRange,
  nextMonth,
  openedMonthKey,
  parseOpenedMonthKey,
  previousMonth,
} from './months';

describe('monthRange (the first and last day of the month, SPEC §9)', () => {
  it.each([
    ['2026-11', '2026-11-01', '2026-11-30'],
    ['2026-12', '2026-12-01', '2026-12-31'],
    ['2026-02', '2026-02-01', '2026-02-28'],
    ['2028-02', '2028-02-01', '2028-02-29'],
    ['2026-01', '2026-01-01', '2026-01-31'],
  ])('%s → %s to %s', (month, dateFrom, dateTo) => {
    expect(monthRange(month)).toEqual({ dateFrom, dateTo });
  });
});

describe('previous and next month', () => {
  it.each([
    ['2026-11', '2026-10', '2026-12'],
    ['2026-01', '2025-12', '2026-02'],
    ['2026-12', '2026-11', '2027-01'],
  ])('around %s: %s and %s', (month, before, after) => {
    expect(previousMonth(month)).toBe(before);
    expect(nextMonth(month)).toBe(after);
  });
});

describe('monthOf', () => {
  it.each([
    [new Date(2026, 10, 18, 12), '2026-11'],
    [new Date(2026, 0, 1, 0, 0), '2026-01'],
    [new Date(2026, 11, 31, 23, 59), '2026-12'],
  ])('%s is in %s (local time)', (day, month) => {
    expect(monthOf(day)).toBe(month);
  });
});

describe('opened-month keys', () => {
  it('reads back the crew and month it was made of', () => {
    expect(parseOpenedMonthKey(openedMonthKey(12, '2026-03'))).toEqual({
      plusCrewId: 12,
      month: '2026-03',
    });
  });

  it.each(['plusCrews', 'plusCrewMonth:x:2026-03', 'plusCrewMonth:1:2026-3', 'jobs'])(
    '%s is not one',
    (key) => {
      expect(parseOpenedMonthKey(key)).toBeNull();
    },
  );
});
