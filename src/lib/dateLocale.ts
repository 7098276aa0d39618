import type { Locale } from '../i18n/languages';

/**
 * The dayjs locale of each app language, loaded only when that language is switched to, so a
 * signed-in first load carries one (or, in English, none) instead of all six (issue 17, P4).
 * English is built into dayjs. Each file registers itself with dayjs when it runs.
 */
const loaders: Record<Locale, (() => Promise<unknown>) | null> = {
  en: null,
  nl: () => import('dayjs/locale/nl'),
  cy: () => import('dayjs/locale/cy'),
  fr: () => import('dayjs/locale/fr'),
  'de-AT': () => import('dayjs/locale/de-at'),
  de: () => import('dayjs/locale/de'),
  es: () => import('dayjs/locale/es'),
};

/** The dayjs locale name of an app locale ("de-AT" → "de-at"). */
export const dayjsLocaleName = (locale: string): string => locale.toLowerCase();

/**
 * Loads the date words of `locale` before the app switches to it (activateLocale awaits this
 * beside the shell catalog), so no date is drawn in English first. It never rejects: when the
 * file cannot be had (offline before it was ever cached), dates fall back to English
 * (setDateLocale in dates.ts) and the switch itself goes on.
 */
export async function loadDateLocale(locale: string): Promise<void> {
  const load = Object.hasOwn(loaders, locale) ? loaders[locale as Locale] : null;
  if (!load) return;
  try {
    await load();
  } catch {
    // English dates, see above; the next switch to this language tries again.
  }
}
