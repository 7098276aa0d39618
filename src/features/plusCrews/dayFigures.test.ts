import { beforeEach, describe, expect, it } from 'vitest';
import { db, type PlusCrewValueData } from '../../db/db';
import { dayFigures, dayProblem, fieldChange, storedDayFigures } from './dayFigures';
import { figureProblem } from '../../sync/actions/plusCrewFigures';
import { readNumber } from '../../lib/number';

const fig = (id: number, date: string, amount: number): PlusCrewValueData => ({
  id,
  version: 1,
  plusCrewValueId: 3,
  plusCrewId: 1,
  valueTypeId: 3,
  dateFrom: date,
  dateTo: date,
  amount,
});

describe('dayFigures', () => {
  it('joins turnover and hours by day, newest first, a missing one stays missing', () => {
    const rows = dayFigures(
      [fig(1, '2026-11-02', 100), fig(2, '2026-11-03', 200)],
      [fig(3, '2026-11-03', 8), fig(4, '2026-11-04', 6)],
    );
    expect(rows.map((r) => [r.date, r.turnover?.amount, r.hours?.amount])).toEqual([
      ['2026-11-04', undefined, 6],
      ['2026-11-03', 200, 8],
      ['2026-11-02', 100, undefined],
    ]);
  });
});

describe('fieldChange', () => {
  it.each([
    [undefined, null, { kind: 'none' }],
    [undefined, 5, { kind: 'add', amount: 5 }],
    [fig(7, '2026-11-02', 5), 5, { kind: 'none' }],
    [fig(7, '2026-11-02', 5), 6, { kind: 'correct', id: 7, amount: 6 }],
    [fig(7, '2026-11-02', 5), null, { kind: 'delete', id: 7 }],
  ] as const)('%j with %j → %j', (figure, amount, change) => {
    expect(fieldChange(figure, amount)).toEqual(change);
  });
});

// What was typed, read in the reader's language, and the field's rule: too large comes first.
describe('figureProblem (the field rules)', () => {
  it.each([
    ['en', '12', 'money', null],
    ['en', '1,250.50', 'money', null],
    ['en', '12,50', 'money', null],
    ['en', '12,50,1', 'money', 'notANumber'],
    ['de', '12,50', 'money', null],
    ['de', '1.250,50', 'money', null],
    ['en', ' 0 ', 'hours', null],
    ['en', '24', 'hours', null],
    ['de', '7,5', 'hours', null],
    // A day's staff hours are the whole crew's: 3 people of 9 hours.
    ['en', '27', 'hours', null],
    ['de', '1.000', 'hours', null],
    ['en', '1000.25', 'hours', 'tooManyHours'],
    ['en', '30', 'money', null],
    ['en', '-1', 'money', 'negative'],
    ['en', 'ten', 'money', 'notANumber'],
    ['en', '', 'money', 'notANumber'],
    ['en', '1e3', 'money', 'notANumber'],
    ['en', '1000000000', 'money', null],
    ['en', '2000000000', 'money', 'tooLarge'],
    ['en', '99999999999999', 'money', 'tooLarge'],
    ['de', '99999999999999', 'money', 'tooLarge'],
    ['en', '99999999999999', 'hours', 'tooLarge'],
    ['en', '-99999999999999', 'money', 'tooLarge'],
    ['en', '9'.repeat(400), 'money', 'tooLarge'],
  ] as const)('%s: %j as %s → %s', (locale, raw, unit, problem) => {
    expect(figureProblem(readNumber(raw, locale), unit)).toBe(problem);
  });
});

describe('dayProblem (today: 2026-11-29)', () => {
  it.each([
    ['2026-11-29', null],
    ['2026-11-01', null],
    ['2025-12-31', null],
    // A day still to come would be kept and counted nowhere on the dashboard.
    ['2026-11-30', 'future'],
    ['2027-01-01', 'future'],
    ['', 'noDay'],
    ['2026-02-30', 'noDay'],
  ])('%j: %s', (date, problem) => {
    expect(dayProblem(date, '2026-11-29')).toBe(problem);
  });
});

describe('storedDayFigures', () => {
  const turnover = { plusCrewId: 1, valueTypeId: 3 };
  const hours = { plusCrewId: 1, valueTypeId: 4 };
  const hoursFig = (id: number, date: string, amount: number): PlusCrewValueData => ({
    ...fig(id, date, amount),
    plusCrewValueId: 4,
    valueTypeId: 4,
  });

  beforeEach(async () => {
    await db.plusCrewValueDatas.clear();
    await db.plusCrewValueDatas.bulkPut([
      fig(1, '2026-10-15', 900),
      hoursFig(2, '2026-10-15', 6),
      hoursFig(3, '2026-11-02', 8),
      // Another crew's figure of the same day is not this crew's.
      { ...fig(4, '2026-09-01', 50), plusCrewId: 2 },
    ]);
  });

  // The dialog knew only the month on screen: an October day with figures was added (409).
  it.each([
    ['2026-10-15', { turnover: 1, hours: 2 }],
    ['2026-11-02', { turnover: undefined, hours: 3 }],
    ['2026-09-01', undefined],
    ['2026-10-16', undefined],
  ] as const)('%s → %j', async (date, ids) => {
    const found = await storedDayFigures(turnover, hours, date);
    expect(found && { turnover: found.turnover?.id, hours: found.hours?.id }).toEqual(ids);
    if (found) expect(found.date).toBe(date);
  });
});
