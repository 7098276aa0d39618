import { describe, expect, it } from 'vitest';
import cy from 'dayjs/locale/cy';
import de from 'dayjs/locale/de';
import deAt from 'dayjs/locale/de-at';
import es from 'dayjs/locale/es';
import fr from 'dayjs/locale/fr';
import nl from 'dayjs/locale/nl';
import { datePattern, formatDateText, parseDateText } from './dateText';

describe('parseDateText', () => {
  it.each([
    // Each language's short date.
    ['15-01-2026', 'nl', '2026-01-15'],
    ['15.01.2026', 'de', '2026-01-15'],
    ['15.01.2026', 'de-AT', '2026-01-15'],
    ['15/01/2026', 'fr', '2026-01-15'],
    ['15/01/2026', 'es', '2026-01-15'],
    ['15/01/2026', 'cy', '2026-01-15'],
    // English is British: day first, never the US month first.
    ['15/01/2026', 'en', '2026-01-15'],
    ['03/04/2026', 'en', '2026-04-03'],
    // One digit for day and month, spaces around, another language's separator.
    ['5.1.2026', 'de', '2026-01-05'],
    [' 5-1-2026 ', 'nl', '2026-01-05'],
    ['15/01/2026', 'nl', '2026-01-15'],
    ['15 01 2026', 'nl', '2026-01-15'],
    // ISO in every language (pasted, or typed by a test).
    ['2026-01-15', 'nl', '2026-01-15'],
    ['2026-01-15', 'de', '2026-01-15'],
    ['2026-1-5', 'en', '2026-01-05'],
    // Leap days.
    ['29-02-2028', 'nl', '2028-02-29'],
    ['29-02-2000', 'nl', '2000-02-29'],
    // Not (yet) a day: nothing is chosen.
    ['', 'nl', null],
    ['15-01-202', 'nl', null],
    ['15-01', 'nl', null],
    ['15-01-26', 'nl', null],
    ['31-04-2026', 'nl', null],
    ['29-02-2026', 'nl', null],
    ['29-02-2100', 'nl', null],
    ['00-01-2026', 'nl', null],
    ['15-13-2026', 'nl', null],
    ['2026-02-30', 'nl', null],
    ['15 januari 2026', 'nl', null],
    ['tomorrow', 'en', null],
    // An unknown locale reads as English.
    ['15/01/2026', 'xx', '2026-01-15'],
  ])('%j in %s is %s', (text, locale, expected) => {
    expect(parseDateText(text, locale)).toBe(expected);
  });
});

describe('formatDateText', () => {
  it.each([
    ['2026-01-15', 'nl', '15-01-2026'],
    ['2026-01-15', 'de', '15.01.2026'],
    ['2026-01-15', 'de-AT', '15.01.2026'],
    ['2026-01-15', 'fr', '15/01/2026'],
    ['2026-01-15', 'es', '15/01/2026'],
    ['2026-01-15', 'cy', '15/01/2026'],
    ['2026-01-15', 'en', '15/01/2026'],
    // Mantine may hand a day with a time.
    ['2026-01-15 00:00:00', 'nl', '15-01-2026'],
    ['', 'nl', ''],
  ])('%s in %s is %j', (iso, locale, expected) => {
    expect(formatDateText(iso, locale)).toBe(expected);
  });

  it.each(['en', 'nl', 'de', 'fr', 'cy'])('reads back what it writes in %s', (locale) => {
    expect(parseDateText(formatDateText('2027-12-31', locale), locale)).toBe('2027-12-31');
  });
});

describe('datePattern', () => {
  // The patterns are dayjs's short dates (`L`) of each language, which its screens show.
  it.each<[string, typeof nl]>([
    ['nl', nl],
    ['de', de],
    ['de-AT', deAt],
    ['fr', fr],
    ['es', es],
    ['cy', cy],
  ])('%s is dayjs L', (locale, dayjsLocale) => {
    expect(datePattern(locale)).toBe(dayjsLocale.formats.L);
  });
});
