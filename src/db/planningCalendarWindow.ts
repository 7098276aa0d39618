/**
 * The days of one planning month (YYYY-MM) and how far back a row may start and still reach
 * into it. The server answers at most 62 days per call; rows longer than that (a blocked
 * quarter, say) are not expected in a planning calendar, so reading by start date from 62
 * days before the month finds every row that touches it.
 */
const LOOK_BACK_DAYS = 62;

const isoOf = (d: Date) => d.toISOString().slice(0, 10);

export type MonthWindow = { from: string; to: string; lookBack: string };

export function monthWindow(month: string): MonthWindow {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const last = new Date(Date.UTC(y, m, 0));
  const back = new Date(Date.UTC(y, m - 1, 1 - LOOK_BACK_DAYS));
  return { from: isoOf(first), to: isoOf(last), lookBack: isoOf(back) };
}

/** The months before and after (YYYY-MM). */
export function neighbourMonths(month: string): [string, string] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const at = (k: number) => isoOf(new Date(Date.UTC(y, m - 1 + k, 1))).slice(0, 7);
  return [at(-1), at(1)];
}

/** A valid YYYY-MM month (from the URL query), else null. */
export function parseMonth(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return null;
  const year = Number(value.slice(0, 4));
  return year >= 1900 && year <= 2999 ? value : null;
}
