import type { DayAmount, DayHours, MonthSoFar } from './plusCrewFormulas';

/*
 * The rows the three charts draw, one per day of the month (pure; dashboardSeries.test.ts).
 * Days after "to date" carry null actuals so a line stops where the figures stop.
 */

export type CumulativeRow = {
  day: string;
  /** Turnover summed from the 1st to this day; null after "to date". */
  actual: number | null;
  /** The run-rate projection from the last day done to the month's end; null before it. */
  projected: number | null;
  /** Target turnover summed from the 1st to this day. */
  target: number;
};

export type SpeedRow = {
  day: string;
  /** That day's turnover per worked hour; null on a day without hours. */
  speed: number | null;
  /** That day's target turnover per worked hour; null without hours or target. */
  target: number | null;
};

const byDay = <T extends { date: string }>(rows: readonly T[], value: (r: T) => number) => {
  const map = new Map<string, number>();
  for (const r of rows) map.set(r.date, (map.get(r.date) ?? 0) + value(r));
  return map;
};

/** Day of the month as the axis shows it ("1" … "31"). */
const dayLabel = (iso: string) => String(Number(iso.slice(8, 10)));

export function cumulativeRows(
  so: MonthSoFar,
  turnover: readonly DayAmount[],
  target: readonly DayAmount[],
  runRate: number | null,
): CumulativeRow[] {
  const actualByDay = byDay(turnover, (t) => t.amount);
  const targetByDay = byDay(target, (t) => t.amount);
  const working = new Set(so.workingDays);
  const lastDone = so.days.filter((d) => so.doneDays.has(d)).at(-1);
  const project = so.kind === 'current' && runRate !== null;
  let actual = 0;
  let goal = 0;
  let projected = 0;
  return so.days.map((d) => {
    goal += targetByDay.get(d) ?? 0;
    const done = so.doneDays.has(d);
    if (done) actual += actualByDay.get(d) ?? 0;
    if (project && lastDone !== undefined && d === lastDone) projected = actual;
    if (project && lastDone !== undefined && d > lastDone && working.has(d)) projected += runRate;
    return {
      day: dayLabel(d),
      actual: done ? actual : null,
      projected: project && (lastDone === undefined || d >= lastDone) ? projected : null,
      target: goal,
    };
  });
}

export function speedRows(
  so: MonthSoFar,
  turnover: readonly DayAmount[],
  hours: readonly DayHours[],
  target: readonly DayAmount[],
): SpeedRow[] {
  const actualByDay = byDay(turnover, (t) => t.amount);
  const hoursByDay = byDay(hours, (h) => h.hours);
  const targetByDay = byDay(target, (t) => t.amount);
  return so.days.map((d) => {
    const h = hoursByDay.get(d) ?? 0;
    const goal = targetByDay.get(d) ?? 0;
    return {
      day: dayLabel(d),
      speed: so.doneDays.has(d) && h > 0 ? (actualByDay.get(d) ?? 0) / h : null,
      target: h > 0 && goal > 0 ? goal / h : null,
    };
  });
}

/**
 * The day axis's ticks, the same on every chart: the 1st and every fifth day after it (1, 6,
 * 11 … 31), so they sit evenly apart; left to the chart, each card picked its own uneven set.
 */
export const dayTicks = (rows: readonly { day: string }[]): string[] =>
  rows.filter((_, i) => i % 5 === 0).map((r) => r.day);

/**
 * Whether a chart has anything to draw: some series with a figure other than 0. A month with
 * none (not begun, no target) drew an empty frame or a flat line on a made-up 0-4 € axis;
 * its card's sentence says it all without the chart.
 */
export const hasFigures = <R extends object>(rows: readonly R[], keys: readonly (keyof R)[]) =>
  rows.some((r) => keys.some((k) => typeof r[k] === 'number' && r[k] !== 0));

/**
 * The value axis from 0 up to the data or the reference line, whichever is higher: the chart
 * drops a line its axis does not reach, and a target border above the turnover so far is the
 * line that matters most.
 */
export const axisTo = (line: number | null) =>
  [0, (dataMax: number) => Math.max(dataMax, line ?? 0)] as const;
