import { afterEach, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '../i18n/i18n';
import { loadDateLocale } from './dateLocale';
import { dayjs, setDateLocale } from './dates';

// French's dayjs locale cannot be had (offline, never cached).
vi.mock('dayjs/locale/fr', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  i18n.activate('en');
  setDateLocale('en');
});

it('a language switch lands with its date words: no date drawn in English first', async () => {
  // What a screen would draw the moment Lingui speaks Spanish (its dayjs locale not loaded
  // before). Loading a catalog fires 'change' too, while still in English: those are not drawn.
  const drawn: string[] = [];
  const stop = i18n.on('change', () => {
    if (i18n.locale === 'es') drawn.push(dayjs('2027-01-15').format('MMMM'));
  });
  try {
    await activateLocale('es');
  } finally {
    stop();
  }
  expect(drawn).toEqual(['enero']);
});

it('a date locale that fails to load does not fail the switch, and dates fall back to English', async () => {
  await loadDateLocale('nl');
  i18n.activate('nl');
  expect(dayjs('2027-01-15').format('MMMM')).toBe('januari');
  await expect(activateLocale('fr')).resolves.toBeUndefined();
  expect(i18n.locale).toBe('fr');
  // French dates could not be had: English ones, not the Dutch of before.
  expect(dayjs.locale()).toBe('en');
  expect(dayjs('2027-01-15').format('MMMM')).toBe('January');
});
