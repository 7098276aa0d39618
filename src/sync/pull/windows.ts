/** Date windows of the pull (SPEC §9 gives limits and some windows; the rest are ours). */
export type DateWindow = { dateFrom: string; dateTo: string };

const iso = (d: Date) => d.toISOString().slice(0, 10);

function addMonths(d: Date, months: number): Date {
  const out = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate()));
  return out;
}

/** Jobs: the past six months (the "past" group) to a year ahead. */
export function jobsWindow(today: Date): DateWindow {
  return { dateFrom: iso(addMonths(today, -6)), dateTo: iso(addMonths(today, 12)) };
}

/** SPEC §9: the first to the last day of a month (plus-crew dashboard, calendars). */
export function monthWindow(day: Date): DateWindow {
  const first = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
  const last = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0));
  return { dateFrom: iso(first), dateTo: iso(last) };
}
