import type { Locale } from '../../i18n/languages';

/**
 * How a date is typed and shown in a date field, per app language: the language's short date
 * (dayjs's `L`), day, month, year in all of them, so only the separator differs. English is
 * British, as every date of the app is (dateFormats.ts intlLocale): dayjs's own English `L`
 * is the US MM/DD/YYYY.
 */
const SEPARATORS: Record<Locale, string> = {
  en: '/',
  nl: '-',
  cy: '/',
  fr: '/',
  'de-AT': '.',
  de: '.',
  es: '/',
};

/** The typed-date pattern of an app locale ("DD-MM-YYYY"); an unknown one writes as English. */
export function datePattern(locale: string): string {
  const separator = Object.hasOwn(SEPARATORS, locale)
    ? SEPARATORS[locale as Locale]
    : SEPARATORS.en;
  return ['DD', 'MM', 'YYYY'].join(separator);
}

/** "2026-01-15" as the locale types it ("15-01-2026" in Dutch); '' for no day. */
export function formatDateText(iso: string, locale: string): string {
  const day = ISO.exec(iso.slice(0, 10));
  if (!day) return '';
  const [, year, month, date] = day;
  return datePattern(locale)
    .replace('YYYY', year!)
    .replace('MM', month!.padStart(2, '0'))
    .replace('DD', date!.padStart(2, '0'));
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
// Any of the languages' separators is taken in any language: a Dutch "15/01/2026" is no
// riddle. The year has four digits, so half-typed "15-01-202" is not the year 202.
const LOCAL = /^(\d{1,2})\s*[./\-\s]\s*(\d{1,2})\s*[./\-\s]\s*(\d{4})$/;

/**
 * The day a person typed, as 'YYYY-MM-DD', or null while it is not (yet) a real day. Taken in
 * every language: the locale's short date with one or two digits for day and month ("5.1.2026",
 * "05.01.2026" in German), and ISO "2026-01-15" (what a pasted date or a test types).
 */
export function parseDateText(text: string, locale: string): string | null {
  const typed = text.trim();
  const iso = ISO.exec(typed);
  if (iso) return realDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const local = LOCAL.exec(typed);
  if (!local) return null;
  // Day and month in the order the locale writes them, whichever separator was typed.
  const [first, second, year] = [Number(local[1]), Number(local[2]), Number(local[3])];
  const pattern = datePattern(locale);
  return pattern.indexOf('D') < pattern.indexOf('M')
    ? realDay(year, second, first)
    : realDay(year, first, second);
}

function realDay(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

function daysIn(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
