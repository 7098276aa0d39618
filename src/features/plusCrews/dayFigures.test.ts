import { describe, expect, it } from 'vitest';
import type { PlusCrewValueData } from '../../db/db';
import { dayFigures, fieldChange } from './dayFigures';
import { figureProblem } from '../../sync/actions/plusCrewFigures';

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

describe('figureProblem (the field rules)', () => {
  it.each([
    ['12', 'money', null],
    ['12,50', 'money', null],
    [' 0 ', 'hours', null],
    ['24', 'hours', null],
    ['24.25', 'hours', 'tooManyHours'],
    ['30', 'money', null],
    ['-1', 'money', 'negative'],
    ['ten', 'money', 'notANumber'],
    ['', 'money', 'notANumber'],
    ['1e3', 'money', 'notANumber'],
    ['2000000000', 'money', 'tooLarge'],
  ] as const)('%j as %s → %s', (raw, unit, problem) => {
    expect(figureProblem(raw, unit)).toBe(problem);
  });
});
