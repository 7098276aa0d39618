/**
 * How dates read, per locale: the one set of formats the app's screens and the server's PDFs
 * share (issue 12 §6). Pure and Intl-based: the locale and the timezone are always passed in,
 * so the server can write a PDF in the document's language and the tenant's timezone, and the
 * app in the person's language.
 *
 * A date-only value ("2026-11-19") is a calendar day: it is shown as written, whatever the
 * timezone. An instant ("2026-11-23T17:19:43.552Z") is shown in the timezone given.
 */

/**
 * The Intl locale of an app locale. Plain "en" would be US English (11/19/2026, "Thu, Nov
 * 19"); the app's English is British, day before month, like every other language it has.
 */
export function intlLocale(locale: string): string {
  return locale === 'en' || locale === '' ? 'en-GB' : locale;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

type Parsed = { date: Date; timeZone: string | undefined };

/** A date-only value at noon UTC, shown in UTC (so it never shifts a day); else an instant. */
function parse(value: string | number | Date, timeZone: string | undefined): Parsed | null {
  if (typeof value === 'string') {
    const day = DATE_ONLY.exec(value);
    if (day) {
      const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12));
      return { date, timeZone: 'UTC' };
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, timeZone };
}

// Building an Intl.DateTimeFormat costs far more than using one: long lists format many dates.
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(
  locale: string,
  timeZone: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    try {
      found = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone });
    } catch {
      // An unknown timezone or locale name: the device's zone, in British English.
      found = new Intl.DateTimeFormat('en-GB', options);
    }
    cache.set(key, found);
  }
  return found;
}

/**
 * Names for a language the browser's Intl may not carry: Chromium ships no Welsh date names
 * and silently writes US English instead. Such a language is written with the British pattern
 * and its own names, the same in every browser and on the server.
 */
const NAMES: Record<string, { weekday: [string[], string[]]; month: [string[], string[]] }> = {
  cy: {
    weekday: [
      ['Sul', 'Llun', 'Maw', 'Mer', 'Iau', 'Gwen', 'Sad'],
      [
        'Dydd Sul',
        'Dydd Llun',
        'Dydd Mawrth',
        'Dydd Mercher',
        'Dydd Iau',
        'Dydd Gwener',
        'Dydd Sadwrn',
      ],
    ],
    month: [
      ['Ion', 'Chwef', 'Maw', 'Ebr', 'Mai', 'Meh', 'Gorff', 'Awst', 'Medi', 'Hyd', 'Tach', 'Rhag'],
      [
        'Ionawr',
        'Chwefror',
        'Mawrth',
        'Ebrill',
        'Mai',
        'Mehefin',
        'Gorffennaf',
        'Awst',
        'Medi',
        'Hydref',
        'Tachwedd',
        'Rhagfyr',
      ],
    ],
  },
};

/** The calendar day of an instant in a timezone, as [year, month 0–11, weekday 0–6]. */
function calendarDay(date: Date, timeZone: string | undefined): [number, number, number] {
  const parts = formatter('en', timeZone, { year: 'numeric', month: 'numeric', day: 'numeric' })
    .formatToParts(date)
    .reduce<Record<string, number>>((all, p) => ({ ...all, [p.type]: Number(p.value) }), {});
  const y = parts.year ?? 1970;
  const m = (parts.month ?? 1) - 1;
  return [y, m, new Date(Date.UTC(y, m, parts.day ?? 1)).getUTCDay()];
}

function format(
  value: string | number | Date,
  locale: string,
  timeZone: string | undefined,
  options: Intl.DateTimeFormatOptions,
): string {
  const parsed = parse(value, timeZone);
  if (!parsed) return String(value);
  const names = NAMES[locale];
  if (!names) return formatter(locale, parsed.timeZone, options).format(parsed.date);
  const [, month, weekday] = calendarDay(parsed.date, parsed.timeZone);
  const long = (o: string | undefined) => (o === 'long' ? 1 : 0);
  return formatter('en', parsed.timeZone, options)
    .formatToParts(parsed.date)
    .map((p) => {
      if (p.type === 'weekday') return names.weekday[long(options.weekday)][weekday] ?? p.value;
      if (p.type === 'month' && options.month !== 'numeric')
        return names.month[long(options.month)][month] ?? p.value;
      return p.value;
    })
    .join('');
}

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };
const DAY_YEAR: Intl.DateTimeFormatOptions = { ...DAY, year: 'numeric' };
const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const LONG_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};
const MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = {
  ...DATE,
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};

export type DayOptions = { withYear?: boolean; timeZone?: string };

/** A short day with its weekday: "Thu 19 Nov" (or "Thu, 19 Nov 2026" with the year). */
export const formatDay = (value: string, locale: string, options: DayOptions = {}): string =>
  format(value, locale, options.timeZone, options.withYear ? DAY_YEAR : DAY);

/** A date with its year, month in words so no one reads it US-style: "19 Nov 2026". */
export const formatDate = (value: string, locale: string, timeZone?: string): string =>
  format(value, locale, timeZone, DATE);

/** A day title: "Thursday 19 November 2026". */
export const formatLongDay = (value: string, locale: string): string =>
  format(value, locale, undefined, LONG_DAY);

/** A month title: "November 2026". */
export const formatMonth = (value: string, locale: string): string =>
  format(value, locale, undefined, MONTH);

/** A moment in a given timezone, named: "23 Nov 2026, 18:19 CET". */
export const formatDateTime = (
  value: string | number | Date,
  locale: string,
  timeZone: string,
): string => format(value, locale, timeZone, DATE_TIME);

// h23: a 24-hour clock in every language, also where Intl's default would be 12-hour.
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** The time of an instant in a given timezone, 24-hour: "14:03". */
export const formatTime = (
  value: string | number | Date,
  locale: string,
  timeZone: string,
): string => format(value, locale, timeZone, TIME);

const yearOf = (isoDate: string) => isoDate.slice(0, 4);

/**
 * Whether days must carry their year to be read right: when one is not in the current year
 * (a vacation next January, read in November) or they span a year boundary.
 */
export const needsYear = (days: readonly string[], today: string): boolean =>
  days.some((d) => yearOf(d) !== yearOf(today));

/**
 * The ends of a range of days, as formatDayRange writes them: one day, or the first and the
 * last, both with the year when `needsYear` says so. Apart, a screen can keep each end on one
 * line and let only the dash between them break.
 */
export function dayRangeEnds(
  start: string,
  end: string | null | undefined,
  locale: string,
  today: string,
): [string] | [string, string] {
  const last = end && end !== start ? end : null;
  const withYear = needsYear(last ? [start, last] : [start], today);
  const first = formatDay(start, locale, { withYear });
  return last ? [first, formatDay(last, locale, { withYear })] : [first];
}

/**
 * A range of days: "Mon 23 Nov – Fri 27 Nov", or one day when both ends are the same. The
 * year is shown on both ends when `needsYear` says so.
 */
export function formatDayRange(
  start: string,
  end: string | null | undefined,
  locale: string,
  today: string,
): string {
  return dayRangeEnds(start, end, locale, today).join(' – ');
}
