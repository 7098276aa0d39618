import { describe, expect, it } from 'vitest';
import {
  dashboardDate,
  daysOfMonth,
  isIsoDay,
  monthKind,
  monthRange,
  shiftMonth,
  weekday,
} from './dashboardDate';

const TODAY = '2026-11-18';

describe('the selected date from the query', () => {
  it.each([
    ['2026-02-28', '2026-02-28'],
    ['2026-02-30', TODAY],
    ['2024-02-29', '2024-02-29'],
    ['2026-02-29', TODAY],
    ['2026-13-01', TODAY],
    ['2026-11-00', TODAY],
    ['2026-1-05', TODAY],
    ['05.11.2026', TODAY],
    ['2026-11-05T10:00', TODAY],
    ['', TODAY],
    [undefined, TODAY],
    [20261105, TODAY],
    [null, TODAY],
  ])('%j selects %s', (raw, day) => {
    expect(dashboardDate(raw, TODAY)).toBe(day);
    expect(isIsoDay(raw)).toBe(day === raw);
  });
});

describe("the month's first and last day", () => {
  it.each([
    ['2026-11-18', '2026-11-01', '2026-11-30'],
    ['2026-12-31', '2026-12-01', '2026-12-31'],
    ['2026-02-01', '2026-02-01', '2026-02-28'],
    ['2024-02-10', '2024-02-01', '2024-02-29'],
    ['2026-01-31', '2026-01-01', '2026-01-31'],
  ])('%s loads %s to %s', (date, dateFrom, dateTo) => {
    expect(monthRange(date)).toEqual({ dateFrom, dateTo });
    const days = daysOfMonth(date);
    expect(days[0]).toBe(dateFrom);
    expect(days.at(-1)).toBe(dateTo);
    expect(days).toHaveLength(Number(dateTo.slice(8)));
  });
});

describe('switching months', () => {
  it.each([
    ['2026-11-18', -1, '2026-10-01'],
    ['2026-10-01', 1, TODAY],
    ['2026-11-18', 1, '2026-12-01'],
    ['2026-12-01', 1, '2027-01-01'],
    ['2026-01-31', -1, '2025-12-01'],
    ['2026-03-31', -1, '2026-02-01'],
    ['2025-11-05', 12, TODAY],
  ])('%s moved by %i selects %s', (date, by, next) => {
    expect(shiftMonth(date, by, TODAY)).toBe(next);
  });
});

describe('where a month lies against today', () => {
  it.each([
    ['2026-10-31', 'past'],
    ['2026-11-01', 'current'],
    ['2026-11-30', 'current'],
    ['2026-12-01', 'future'],
    ['2025-12-01', 'past'],
  ] as const)('%s is %s', (date, kind) => {
    expect(monthKind(date, TODAY)).toBe(kind);
  });
});

describe('weekday', () => {
  it.each([
    ['2026-11-18', 3],
    ['2026-11-22', 0],
    ['2026-11-21', 6],
  ])('%s is day %i', (day, n) => {
    expect(weekday(day)).toBe(n);
  });
});
