import { describe, expect, it } from 'vitest';
import {
  dayRangeEnds,
  formatDate,
  formatDateTime,
  formatTime,
  formatDay,
  formatDayRange,
  formatLongDay,
  formatMonth,
  intlLocale,
  needsYear,
} from './dateFormats';

const TODAY = '2026-11-18';

/**
 * Every format in every app locale, spelled out. "10 Jun 2026" not "06/10/2026": English is
 * British (day before month) like the short day beside it.
 */
const TABLE: [
  locale: string,
  day: string,
  dayYear: string,
  date: string,
  longDay: string,
  month: string,
  at: string,
][] = [
  [
    'en',
    'Thu 19 Nov',
    'Thu, 19 Nov 2026',
    '10 Jun 2026',
    'Thursday, 19 November 2026',
    'November 2026',
    '23 Nov 2026, 18:19 CET',
  ],
  [
    'nl',
    'do 19 nov',
    'do 19 nov 2026',
    '10 jun 2026',
    'donderdag 19 november 2026',
    'november 2026',
    '23 nov 2026, 18:19 CET',
  ],
  [
    'cy',
    'Iau 19 Tach',
    'Iau, 19 Tach 2026',
    '10 Meh 2026',
    'Dydd Iau, 19 Tachwedd 2026',
    'Tachwedd 2026',
    '23 Tach 2026, 18:19 CET',
  ],
  [
    'fr',
    'jeu. 19 nov.',
    'jeu. 19 nov. 2026',
    '10 juin 2026',
    'jeudi 19 novembre 2026',
    'novembre 2026',
    '23 nov. 2026, 18:19 UTC+1',
  ],
  [
    'de-AT',
    'Do., 19. Nov.',
    'Do., 19. Nov. 2026',
    '10. Juni 2026',
    'Donnerstag, 19. November 2026',
    'November 2026',
    '23. Nov. 2026, 18:19 MEZ',
  ],
  [
    'de',
    'Do., 19. Nov.',
    'Do., 19. Nov. 2026',
    '10. Juni 2026',
    'Donnerstag, 19. November 2026',
    'November 2026',
    '23. Nov. 2026, 18:19 MEZ',
  ],
  [
    'es',
    'jue, 19 nov',
    'jue, 19 nov 2026',
    '10 jun 2026',
    'jueves, 19 de noviembre de 2026',
    'noviembre de 2026',
    '23 nov 2026, 18:19 CET',
  ],
];

describe('date formats per locale', () => {
  it('covers all seven app locales', () => {
    expect(TABLE.map((r) => r[0]).sort()).toEqual(['cy', 'de', 'de-AT', 'en', 'es', 'fr', 'nl']);
  });

  it.each(TABLE)(
    '%s: %s · %s · %s · %s · %s · %s',
    (locale, day, dayYear, date, longDay, month, at) => {
      // Intl may put a narrow no-break space in some locales; compare what a reader sees.
      const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');
      expect(plain(formatDay('2026-11-19', locale))).toBe(day);
      expect(plain(formatDay('2026-11-19', locale, { withYear: true }))).toBe(dayYear);
      expect(plain(formatDate('2026-06-10', locale))).toBe(date);
      expect(plain(formatLongDay('2026-11-19', locale))).toBe(longDay);
      expect(plain(formatMonth('2026-11-01', locale))).toBe(month);
      expect(plain(formatDateTime('2026-11-23T17:19:43.552Z', locale, 'Europe/Amsterdam'))).toBe(
        at,
      );
    },
  );
});

describe('date formats: details', () => {
  it('plain English is British English', () => {
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('de-AT')).toBe('de-AT');
  });

  it('a calendar day is the day written, in any timezone', () => {
    expect(formatDay('2026-11-19', 'en', { timeZone: 'Pacific/Honolulu' })).toBe('Thu 19 Nov');
    expect(formatDay('2026-11-19', 'en', { timeZone: 'Pacific/Kiritimati' })).toBe('Thu 19 Nov');
  });

  it('an instant is shown in the timezone given', () => {
    const late = '2026-11-23T23:30:00Z';
    expect(formatDateTime(late, 'en', 'Europe/Amsterdam')).toBe('24 Nov 2026, 00:30 CET');
    expect(formatDateTime(late, 'en', 'America/New_York')).toBe('23 Nov 2026, 18:30 GMT-5');
    expect(formatDateTime(late, 'cy', 'Europe/Amsterdam')).toBe('24 Tach 2026, 00:30 CET');
    expect(formatDate(late, 'en', 'Asia/Tokyo')).toBe('24 Nov 2026');
  });

  it.each([
    ['en', 'Europe/Amsterdam', '14:03'],
    ['en', 'UTC', '13:03'],
    ['en', 'America/New_York', '08:03'],
    ['fr', 'Europe/Paris', '14:03'],
    ['de-AT', 'Europe/Vienna', '14:03'],
    ['cy', 'Europe/London', '13:03'],
    ['es', 'Europe/Madrid', '14:03'],
  ])('a time of day in %s, %s is %s, on a 24-hour clock', (locale, zone, time) => {
    expect(formatTime('2026-11-29T13:03:10Z', locale, zone)).toBe(time);
  });

  it('an afternoon time is never written 12-hour, and midnight is 00', () => {
    expect(formatTime('2026-11-29T23:05:00Z', 'en', 'America/New_York')).toBe('18:05');
    expect(formatTime('2026-11-29T23:05:00Z', 'en', 'Europe/Amsterdam')).toBe('00:05');
  });

  it('a value that is no date is shown as it is, and an unknown zone does not throw', () => {
    expect(formatDate('not a date', 'en')).toBe('not a date');
    expect(formatDateTime('2026-11-23T12:00:00Z', 'en', 'Mars/Olympus')).toMatch(/^23 Nov 2026/);
  });

  it.each([
    [['2026-11-20'], false],
    [['2026-11-20', '2026-12-31'], false],
    [['2027-01-04'], true],
    [['2026-12-28', '2027-01-04'], true],
    [['2025-12-20', '2025-12-24'], true],
  ])('days %j need their year (today %s): %s', (days, expected) => {
    expect(needsYear(days, TODAY)).toBe(expected);
  });

  it.each([
    ['2026-11-23', '2026-11-27', 'Mon 23 Nov – Fri 27 Nov'],
    ['2026-11-23', '2026-11-23', 'Mon 23 Nov'],
    ['2026-11-23', null, 'Mon 23 Nov'],
    ['2026-12-28', '2027-01-04', 'Mon, 28 Dec 2026 – Mon, 4 Jan 2027'],
    ['2027-02-01', '2027-02-05', 'Mon, 1 Feb 2027 – Fri, 5 Feb 2027'],
    ['2025-08-04', '2025-08-08', 'Mon, 4 Aug 2025 – Fri, 8 Aug 2025'],
  ])('the range %s to %s reads %s', (start, end, expected) => {
    expect(formatDayRange(start, end, 'en', TODAY)).toBe(expected);
  });

  it.each([
    ['2026-11-23', '2026-11-27', ['Mon 23 Nov', 'Fri 27 Nov']],
    ['2026-11-23', '2026-11-23', ['Mon 23 Nov']],
    ['2027-02-11', null, ['Thu, 11 Feb 2027']],
    ['2026-12-28', '2027-01-04', ['Mon, 28 Dec 2026', 'Mon, 4 Jan 2027']],
  ])('the range %s to %s has the ends %j', (start, end, expected) => {
    expect(dayRangeEnds(start, end, 'en', TODAY)).toEqual(expected);
  });
});
