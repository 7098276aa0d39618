import { daysOfMonth, monthKind, weekday, type MonthKind } from './dashboardDate';

/*
 * The plus-crew dashboard's three figures (issue 16), pure and table-tested
 * (plusCrewFormulas.test.ts); the help screen says the same in words.
 *
 * Definitions:
 * - A WORKING DAY is a day of the month with a target turnover above 0 (the target series
 *   says when the crew is meant to earn). A month without any target counts Monday to Friday.
 * - "TO DATE" is every day of the month up to yesterday, plus today once today's turnover or
 *   hours are entered: a morning without figures yet does not drag the run rate down.
 * - The RUN RATE is the turnover to date divided by the working days to date.
 * - REMAINING working days are the working days after "to date".
 * - A past month shows only its result (no forecast); a future month only its target.
 */

export type DayAmount = { date: string; amount: number };
export type DayHours = { date: string; hours: number };

export type MonthInput = {
  /** Any day of the selected month (YYYY-MM-DD). */
  date: string;
  todayIso: string;
  turnover: readonly DayAmount[];
  hours: readonly DayHours[];
  target: readonly DayAmount[];
};

export type MonthSoFar = {
  kind: MonthKind;
  days: string[];
  workingDays: string[];
  /** Days counted as done (see "to date" above). */
  doneDays: Set<string>;
  workingDaysDone: number;
  workingDaysLeft: number;
  turnoverToDate: number;
  hoursToDate: number;
  targetToDate: number;
  targetTotal: number;
};

const sumBy = <T>(rows: readonly T[], value: (row: T) => number, keep: (row: T) => boolean) =>
  rows.reduce((total, row) => (keep(row) ? total + value(row) : total), 0);

/** What the month holds so far; the three figures below all start from it. */
export function monthSoFar(input: MonthInput): MonthSoFar {
  const { date, todayIso, turnover, hours, target } = input;
  const kind = monthKind(date, todayIso);
  const days = daysOfMonth(date);
  const inMonth = new Set(days);
  const targetDays = new Set(target.filter((t) => t.amount > 0).map((t) => t.date));
  const workingDays = days.filter((d) =>
    targetDays.size > 0 ? targetDays.has(d) : weekday(d) !== 0 && weekday(d) !== 6,
  );
  const todayEntered =
    turnover.some((t) => t.date === todayIso) || hours.some((h) => h.date === todayIso);
  const isDone = (d: string) =>
    kind === 'past' || (kind === 'current' && (d < todayIso || (d === todayIso && todayEntered)));
  const doneDays = new Set(days.filter(isDone));
  const workingDaysDone = workingDays.filter((d) => doneDays.has(d)).length;
  return {
    kind,
    days,
    workingDays,
    doneDays,
    workingDaysDone,
    workingDaysLeft: workingDays.length - workingDaysDone,
    turnoverToDate: sumBy(
      turnover,
      (t) => t.amount,
      (t) => doneDays.has(t.date),
    ),
    hoursToDate: sumBy(
      hours,
      (h) => h.hours,
      (h) => doneDays.has(h.date),
    ),
    targetToDate: sumBy(
      target,
      (t) => t.amount,
      (t) => doneDays.has(t.date),
    ),
    targetTotal: sumBy(
      target,
      (t) => t.amount,
      (t) => inMonth.has(t.date),
    ),
  };
}

export type BonusForecast = {
  kind: MonthKind;
  turnoverToDate: number;
  /** Turnover per working day to date; null before the first working day is done. */
  runRate: number | null;
  /**
   * The month's turnover: projected for the running month (null while there is no run rate),
   * the actual result for a past month, null for a future one.
   */
  projected: number | null;
  targetBorder: number;
  /** The border is already passed by the turnover to date (or by the result). */
  borderMet: boolean;
  /** The team bonus the projection (or the result) earns: all of it at the border, else 0. */
  bonus: number | null;
};

/** Bonus forecast: the month's turnover projected from the run rate, against the border. */
export function bonusForecast(
  so: MonthSoFar,
  targetBorder: number,
  teamBonus: number,
): BonusForecast {
  const runRate = so.workingDaysDone > 0 ? so.turnoverToDate / so.workingDaysDone : null;
  const projected =
    so.kind === 'past'
      ? so.turnoverToDate
      : so.kind === 'future' || runRate === null
        ? null
        : so.turnoverToDate + runRate * so.workingDaysLeft;
  const borderMet = so.kind !== 'future' && so.turnoverToDate >= targetBorder;
  const bonus =
    borderMet || (projected !== null && projected >= targetBorder)
      ? teamBonus
      : projected === null
        ? null
        : 0;
  return {
    kind: so.kind,
    turnoverToDate: so.turnoverToDate,
    runRate,
    projected,
    targetBorder,
    borderMet,
    bonus,
  };
}

export type RoadToGo = {
  kind: MonthKind;
  targetTotal: number;
  turnoverToDate: number;
  /** Target minus turnover to date, never below 0 (for a past month: the shortfall). */
  toGo: number;
  /** Turnover above the target once it is met. */
  surplus: number;
  met: boolean;
  workingDaysLeft: number;
  /** What is still to go per remaining working day; null when no working day is left. */
  perDay: number | null;
};

/** Road to go: the target turnover minus the actual to date, in total and per day left. */
export function roadToGo(so: MonthSoFar): RoadToGo {
  const gap = so.targetTotal - so.turnoverToDate;
  const toGo = Math.max(0, gap);
  const met = so.targetTotal > 0 && gap <= 0;
  const daysLeft = so.kind === 'past' ? 0 : so.workingDaysLeft;
  return {
    kind: so.kind,
    targetTotal: so.targetTotal,
    turnoverToDate: so.turnoverToDate,
    toGo,
    surplus: Math.max(0, -gap),
    met,
    workingDaysLeft: daysLeft,
    perDay: daysLeft > 0 ? (met ? 0 : toGo / daysLeft) : null,
  };
}

export type TeamSpeed = {
  kind: MonthKind;
  hoursToDate: number;
  /** Turnover per worked hour to date; null when no hours are entered. */
  speed: number | null;
  /** The target turnover of the same days per worked hour; null without hours or target. */
  targetSpeed: number | null;
  /** speed / targetSpeed, 1 = on target. */
  ratio: number | null;
};

/** Team speed: turnover per worked hour, against the target's turnover per worked hour. */
export function teamSpeed(so: MonthSoFar): TeamSpeed {
  const h = so.hoursToDate;
  const speed = h > 0 ? so.turnoverToDate / h : null;
  const targetSpeed = h > 0 && so.targetToDate > 0 ? so.targetToDate / h : null;
  return {
    kind: so.kind,
    hoursToDate: h,
    speed,
    targetSpeed,
    ratio: speed !== null && targetSpeed !== null ? speed / targetSpeed : null,
  };
}
