import { describe, expect, it } from 'vitest';
import { axisTo, cumulativeRows, dayTicks, hasFigures, speedRows } from './dashboardSeries';
import { monthSoFar, type MonthInput } from './plusCrewFormulas';

// February 2027: the 1st is a Monday. Target on the first three days only, so those are the
// working days; today is the 2nd with its figures entered.
const input: MonthInput = {
  date: '2027-02-01',
  todayIso: '2027-02-02',
  turnover: [
    { date: '2027-02-01', amount: 100 },
    { date: '2027-02-02', amount: 300 },
  ],
  hours: [
    { date: '2027-02-01', hours: 4 },
    { date: '2027-02-02', hours: 0 },
  ],
  target: [
    { date: '2027-02-01', amount: 200 },
    { date: '2027-02-02', amount: 200 },
    { date: '2027-02-03', amount: 200 },
  ],
};

describe('chart rows', () => {
  const so = monthSoFar(input);

  it('sums turnover and target day by day and projects from the last day done', () => {
    const rows = cumulativeRows(so, input.turnover, input.target, 200);
    expect(rows).toHaveLength(28);
    expect(rows.slice(0, 4)).toEqual([
      { day: '1', actual: 100, projected: null, target: 200 },
      { day: '2', actual: 400, projected: 400, target: 400 },
      { day: '3', actual: null, projected: 600, target: 600 },
      { day: '4', actual: null, projected: 600, target: 600 },
    ]);
    expect(rows.at(-1)).toEqual({ day: '28', actual: null, projected: 600, target: 600 });
  });

  it('draws no projection for a past month or without a run rate', () => {
    const past = monthSoFar({ ...input, todayIso: '2027-03-10' });
    expect(
      cumulativeRows(past, input.turnover, input.target, 200).every((r) => r.projected === null),
    ).toBe(true);
    expect(cumulativeRows(past, input.turnover, input.target, 200).at(-1)?.actual).toBe(400);
    expect(
      cumulativeRows(so, input.turnover, input.target, null).every((r) => r.projected === null),
    ).toBe(true);
  });

  it('gives the speed of each day with hours, and none without', () => {
    const rows = speedRows(so, input.turnover, input.hours, input.target);
    expect(rows.slice(0, 3)).toEqual([
      { day: '1', speed: 25, target: 50 },
      { day: '2', speed: null, target: null },
      { day: '3', speed: null, target: null },
    ]);
  });
});

describe('chart axes', () => {
  const days = (n: number) => Array.from({ length: n }, (_, i) => ({ day: String(i + 1) }));

  it.each([
    [31, ['1', '6', '11', '16', '21', '26', '31']],
    [30, ['1', '6', '11', '16', '21', '26']],
    [28, ['1', '6', '11', '16', '21', '26']],
  ])('a month of %i days has ticks every fifth day', (n, ticks) => {
    expect(dayTicks(days(n))).toEqual(ticks);
  });

  type Row = { actual: number | null; target: number };
  it.each<[string, Row[], boolean]>([
    ['nothing at all', [{ actual: null, target: 0 }], false],
    ['zeros only', [{ actual: 0, target: 0 }], false],
    ['a target', [{ actual: null, target: 200 }], true],
    ['a turnover', [{ actual: 5, target: 0 }], true],
  ])('%s → draws: %s', (_name, rows, expected) => {
    expect(hasFigures(rows, ['actual', 'target'])).toBe(expected);
  });

  it.each([
    ['a border above the data', 30000, 12000, 30000],
    ['data above the border', 30000, 45000, 45000],
    ['no border', null, 12000, 12000],
  ])('%s', (_name, line, dataMax, top) => {
    const [bottom, upTo] = axisTo(line);
    expect([bottom, upTo(dataMax)]).toEqual([0, top]);
  });
});
