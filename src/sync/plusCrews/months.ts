/*
 * Plus-crew months (issue 16): which months of a crew's daily figures the device keeps. By
 * default the previous and the current month (the dashboard's "last month and this month
 * work offline"); a month opened online is added (recorded in syncState) and kept by every
 * later pull. Pure date helpers: dates are YYYY-MM-DD strings, months YYYY-MM.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The month (YYYY-MM) of a day, local time. */
export const monthOf = (day: Date): string => `${day.getFullYear()}-${pad(day.getMonth() + 1)}`;

/** First and last day of a month (SPEC §9: the dashboard's date range). */
export function monthRange(month: string): { dateFrom: string; dateTo: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { dateFrom: `${month}-01`, dateTo: `${month}-${pad(last)}` };
}

/** The month before (YYYY-MM). */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${pad(m - 1)}`;
}

/** The month after (YYYY-MM). */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${pad(m + 1)}`;
}

/** The syncState key of a month opened online, kept by later pulls. */
export const openedMonthKey = (plusCrewId: number, month: string) =>
  `plusCrewMonth:${plusCrewId}:${month}`;

/** The crew and month of an opened-month key, or null for any other syncState row. */
export function parseOpenedMonthKey(key: string): { plusCrewId: number; month: string } | null {
  const match = /^plusCrewMonth:(\d+):(\d{4}-\d{2})$/.exec(key);
  return match ? { plusCrewId: Number(match[1]), month: match[2]! } : null;
}

/** At most this many months opened online are kept besides the default two. */
export const MAX_OPENED_MONTHS = 12;
