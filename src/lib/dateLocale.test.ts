import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/languages';
import { dayjsLocaleName, loadDateLocale } from './dateLocale';
import { dayjs, fromNow, setDateLocale } from './dates';

afterEach(() => setDateLocale('en'));

// The date words in each language's dayjs locale: a month and a relative time.
describe.each([
  ['en', 'en', 'January', 'an hour ago'],
  ['nl', 'nl', 'januari', 'een uur geleden'],
  ['cy', 'cy', 'Ionawr', 'awr yn ôl'],
  ['fr', 'fr', 'janvier', 'il y a une heure'],
  ['de-AT', 'de-at', 'Jänner', 'vor einer Stunde'],
  ['de', 'de', 'Januar', 'vor einer Stunde'],
  ['es', 'es', 'enero', 'hace una hora'],
])('%s', (locale, dayjsName, january, hourAgo) => {
  it(`is dayjs's ${dayjsName}`, () => {
    expect(dayjsLocaleName(locale)).toBe(dayjsName);
  });

  it(`writes dates in it once loaded: ${january}, ${hourAgo}`, async () => {
    await loadDateLocale(locale);
    setDateLocale(locale);
    expect(dayjs.locale()).toBe(dayjsName);
    expect(dayjs('2027-01-15').format('MMMM')).toBe(january);
    expect(fromNow(Date.UTC(2026, 0, 1, 10), Date.UTC(2026, 0, 1, 11))).toBe(hourAgo);
  });
});

it('the table covers every app language', () => {
  expect(LOCALES.map(dayjsLocaleName)).toEqual(['en', 'nl', 'cy', 'fr', 'de-at', 'de', 'es']);
});

it('an unknown or unloaded language writes English dates, not the previous language’s', async () => {
  await loadDateLocale('nl');
  setDateLocale('nl');
  setDateLocale('xx');
  expect(dayjs.locale()).toBe('en');
  await expect(loadDateLocale('xx')).resolves.toBeUndefined();
});
