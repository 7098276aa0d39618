/*
 * The dashboard's date rules (SPEC §4, §5, §9): the selected day comes from `?date=YYYY-MM-DD`
 * when it names a real day, otherwise today; the month it falls in is loaded from its first
 * to its last day. Pure string and UTC arithmetic, so no time zone can shift a day.
 */

export type MonthRange = { dateFrom: string; dateTo: string };
/** Where a month lies against today: finished, running or not begun. */
export type MonthKind = 'past' | 'current' | 'future';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** True for a real calendar day in YYYY-MM-DD form (2026-02-30 is not one). */
export function isIsoDay(raw: unknown): raw is string {
  if (typeof raw !== 'string') return false;
  const m = DAY.exec(raw);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return iso(d) === raw;
}

/** The selected day: the query's `date` when it is a real day, otherwise today. */
export function dashboardDate(raw: unknown, todayIso: string): string {
  return isIsoDay(raw) ? raw : todayIso;
}

/** The first and last day of the month `date` falls in (the series' dateFrom and dateTo). */
export function monthRange(date: string): MonthRange {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  return {
    dateFrom: `${date.slice(0, 7)}-01`,
    dateTo: iso(new Date(Date.UTC(y, m, 0))),
  };
}

/** Every day of `date`'s month, first to last. */
export function daysOfMonth(date: string): string[] {
  const { dateFrom, dateTo } = monthRange(date);
  const last = Number(dateTo.slice(8, 10));
  return Array.from(
    { length: last },
    (_, i) => `${dateFrom.slice(0, 8)}${String(i + 1).padStart(2, '0')}`,
  );
}

/**
 * The day to select after moving `by` months from `date`: today when the new month is
 * today's, otherwise its first day (so a switch never lands on a day the month lacks).
 */
export function shiftMonth(date: string, by: number, todayIso: string): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const first = iso(new Date(Date.UTC(y, m - 1 + by, 1)));
  return first.slice(0, 7) === todayIso.slice(0, 7) ? todayIso : first;
}

export function monthKind(date: string, todayIso: string): MonthKind {
  const month = date.slice(0, 7);
  const current = todayIso.slice(0, 7);
  return month < current ? 'past' : month > current ? 'future' : 'current';
}

/** Day of the week, 0 = Sunday … 6 = Saturday, of a YYYY-MM-DD day. */
export function weekday(day: string): number {
  return new Date(Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10))).getUTCDay();
}
