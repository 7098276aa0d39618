import { i18n, type Messages } from '@lingui/core';
import { retryWithBackoff } from '../lib/retry';
import { setDateLocale } from '../lib/dates';
import { DEFAULT_LOCALE, type Locale } from './languages';

/** SPEC §9: catalog loading retries up to 5 times, from 350 ms, doubling. */
export const CATALOG_RETRY = { retries: 5, firstDelayMs: 350 } as const;

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  nl: () => import('../../locales/nl/messages.po'),
  cy: () => import('../../locales/cy/messages.po'),
  fr: () => import('../../locales/fr/messages.po'),
  'de-AT': () => import('../../locales/de-AT/messages.po'),
  de: () => import('../../locales/de/messages.po'),
  es: () => import('../../locales/es/messages.po'),
};

const loaded = new Set<Locale>();

export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    const { messages } = await retryWithBackoff(loaders[locale], CATALOG_RETRY);
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  i18n.activate(locale);
  setDateLocale(locale);
  document.documentElement.lang = locale;
}

/** Falls back to English when a catalog cannot be had at all (offline before first load). */
export async function activateLocaleOrDefault(locale: Locale): Promise<void> {
  try {
    await activateLocale(locale);
  } catch {
    if (locale !== DEFAULT_LOCALE) await activateLocale(DEFAULT_LOCALE);
  }
}

export { i18n };
