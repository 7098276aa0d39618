import dayjs from 'dayjs';
import { i18n } from '@lingui/core';
import relativeTime from 'dayjs/plugin/relativeTime';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import * as shared from '../api/schemas/dateFormats';
import { dayjsLocaleName } from './dateLocale';

// SPEC §9's relative-time thresholds (45 s, 45 min, 22 h, 26 d, 11 months) are dayjs's own.
dayjs.extend(relativeTime);
dayjs.extend(localizedFormat);

/**
 * Dates in `locale` when its dayjs locale is loaded (loadDateLocale, before the switch), else in
 * English: a language whose file could not be had never keeps the previous language's dates.
 */
export function setDateLocale(locale: string): void {
  const name = dayjsLocaleName(locale);
  dayjs.locale(Object.hasOwn(dayjs.Ls, name) ? name : 'en');
}

// Dates follow the active language. They listen to Lingui rather than being set by it, so
// dayjs loads with the first screen that shows a date, not with /login (P4); the language's
// dayjs locale is loaded before the switch (loadDateLocale in dateLocale.ts).
if (i18n.locale) setDateLocale(i18n.locale);
i18n.on('change', () => setDateLocale(i18n.locale));

export function fromNow(ms: number, now = Date.now()): string {
  return dayjs(ms).from(dayjs(now));
}

/** The app locale dates are written in (Lingui's active one). */
const activeLocale = () => i18n.locale || 'en';

/**
 * "Mon 24 Nov" style, in the active language (src/api/schemas/dateFormats.ts). A day outside
 * the current year carries its year, so next January never reads as this one.
 */
export function formatDay(isoDate: string): string {
  return shared.formatDay(isoDate, activeLocale(), {
    withYear: shared.needsYear([isoDate.slice(0, 10)], todayIso()),
  });
}

/** "24 Nov 2026": always with the year, the month in words (never US-style 11/24/2026). */
export function formatDate(isoDate: string): string {
  return shared.formatDate(isoDate, activeLocale(), displayTimezone ?? undefined);
}

/** "Mon 23 Nov – Fri 27 Nov"; the year on both ends when not this year or across a new year. */
export function formatDayRange(start: string, end: string | null | undefined): string {
  return shared.formatDayRange(start, end, activeLocale(), todayIso());
}

/** formatDayRange's ends apart ("Thu 11 Feb 2027", or first and last), each to keep on one line. */
export function formatDayRangeEnds(
  start: string,
  end: string | null | undefined,
): [string] | [string, string] {
  return shared.dayRangeEnds(start, end, activeLocale(), todayIso());
}

/** A crew item's days and shift times. */
type Shift = { startDate: string; endDate?: string | null; startTime: string; endTime: string };

/**
 * "Tue 1 Dec – Sat 5 Dec · 09:00–17:00": a job or vacancy on a list. A multi-day item names its
 * last day too, so a five-day job never reads as a one-day one; a one-day item names one day.
 */
export function formatShift(item: Shift): string {
  return `${formatDayRange(item.startDate, item.endDate)} · ${formatTimeRange(item.startTime, item.endTime)}`;
}

/**
 * "08:00–17:00", held together: word joiners on both sides of the dash keep a narrow screen
 * from breaking the range after it ("16:00–" ending one line, "23:30" starting the next).
 * Screen readers and copied text do not show them.
 */
export const formatTimeRange = (start: string, end: string): string =>
  `${start}\u2060–\u2060${end}`;

/** "Thursday, 19 November 2026": a day's title. */
export const formatLongDay = (isoDate: string): string =>
  shared.formatLongDay(isoDate, activeLocale());

/** "November 2026": a month's title. */
export const formatMonth = (isoDate: string): string => shared.formatMonth(isoDate, activeLocale());

/** "23 Nov 2026, 18:19 CET": a moment, in the person's display timezone. */
export function formatDateTime(instant: string | number | Date): string {
  return shared.formatDateTime(instant, activeLocale(), momentZone());
}

/** The zone moments are shown in: the person's display timezone, else this device's. */
const momentZone = () => displayTimezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The time of an instant, 24-hour, in the person's timezone: "08:02". */
export function formatTime(instant: string | number): string {
  return shared.formatTime(instant, activeLocale(), momentZone());
}

/** An instant as day and time in the active language and the person's timezone, "Tue 24 Nov, 08:02". */
export function formatMoment(instant: string | number): string {
  const zone = momentZone();
  const day = todayIso(new Date(instant), zone);
  return `${formatDay(day)}, ${shared.formatTime(instant, activeLocale(), zone)}`;
}

let displayTimezone: string | null = null;

/**
 * The timezone "today" is reckoned in (the person's choice in the profile, else the
 * profile's own). Job dates and times are the site's wall-clock times and are shown as they are;
 * what changes is which day counts as today, tomorrow or past.
 */
export function setDisplayTimezone(timeZone: string | null | undefined): void {
  displayTimezone = timeZone || null;
}

/*
 * One formatter per zone, kept: building an Intl.DateTimeFormat costs far more than using
 * one, and every day range on a list asks for today (a project's 200 crew items did 200).
 * null marks a zone name Intl refused, so it is not tried again on every call.
 */
const todayFormats = new Map<string, Intl.DateTimeFormat | null>();

function todayFormat(timeZone: string): Intl.DateTimeFormat | null {
  let found = todayFormats.get(timeZone);
  if (found === undefined) {
    try {
      // en-CA writes dates as YYYY-MM-DD.
      found = new Intl.DateTimeFormat('en-CA', { timeZone });
    } catch {
      // An unknown zone name: the device's own day instead (below).
      found = null;
    }
    todayFormats.set(timeZone, found);
  }
  return found;
}

export function todayIso(now = new Date(), timeZone = displayTimezone): string {
  const format = timeZone ? todayFormat(timeZone) : null;
  return format ? format.format(now) : dayjs(now).format('YYYY-MM-DD');
}

export { dayjs };
