import { i18n, type Messages } from '@lingui/core';
import { loadDateLocale } from '../lib/dateLocale';
import { retryWithBackoff } from '../lib/retry';
import { DEFAULT_LOCALE, type Locale } from './languages';

/** SPEC §9: catalog loading retries up to 5 times, from 350 ms, doubling. */
export const CATALOG_RETRY = { retries: 5, firstDelayMs: 350 } as const;

type Loader = () => Promise<{ messages: Messages }>;

/**
 * Two catalogs per language (lingui.config.ts): the shell's (layouts, login, menus, sync
 * status) is needed by every page; the features' is loaded only when a feature page opens,
 * so /login does not carry every text of the app (issue 3, P4).
 */
const shell: Record<Locale, Loader> = {
  en: () => import('../../locales/en/messages.po'),
  nl: () => import('../../locales/nl/messages.po'),
  cy: () => import('../../locales/cy/messages.po'),
  fr: () => import('../../locales/fr/messages.po'),
  'de-AT': () => import('../../locales/de-AT/messages.po'),
  de: () => import('../../locales/de/messages.po'),
  es: () => import('../../locales/es/messages.po'),
};

const features: Record<Locale, Loader> = {
  en: () => import('../../locales/en/features.po'),
  nl: () => import('../../locales/nl/features.po'),
  cy: () => import('../../locales/cy/features.po'),
  fr: () => import('../../locales/fr/features.po'),
  'de-AT': () => import('../../locales/de-AT/features.po'),
  de: () => import('../../locales/de/features.po'),
  es: () => import('../../locales/es/features.po'),
};

const loaded = new Set<string>();
let featuresWanted = false;
/** The language the app is switching to (or speaks): the last activateLocale call wins. */
let target: Locale | null = null;

/** Loads one catalog into `locale`; `from` may name English when the language's is missing. */
async function load(locale: Locale, part: 'shell' | 'features', from = locale): Promise<void> {
  const key = `${part}:${locale}`;
  if (loaded.has(key)) return;
  const { messages } = await retryWithBackoff(
    (part === 'shell' ? shell : features)[from],
    CATALOG_RETRY,
  );
  // load() merges into the messages the locale already has.
  i18n.load(locale, messages);
  loaded.add(key);
}

/** Features' texts of `locale`, or English ones rather than message ids when they cannot be had. */
async function loadFeatures(locale: Locale): Promise<void> {
  try {
    await load(locale, 'features');
  } catch {
    if (locale !== DEFAULT_LOCALE)
      await load(locale, 'features', DEFAULT_LOCALE).catch(() => undefined);
  }
}

/**
 * Switches the app to `locale` once every catalog it needs is in. Issue 17: a switch started
 * before the first feature page asked for its texts used to activate without them (message
 * ids on screen), and a slower earlier switch could land after a later one. Now the set of
 * wanted catalogs is checked again after each wait, and only the newest switch activates.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  target = locale;
  // Wanted already (a signed-in start, see wantFeatureTexts): both catalogs load side by side.
  const early = featuresWanted ? loadFeatures(locale) : null;
  await Promise.all([load(locale, 'shell'), loadDateLocale(locale)]);
  // Asked only now: the first feature page may have wanted its texts while the shell loaded.
  if (featuresWanted) await (early ?? loadFeatures(locale));
  if (target !== locale) return;
  i18n.activate(locale);
  document.documentElement.lang = locale;
  rememberLocale(locale);
}

const LAST_LOCALE_KEY = 'crewhub.lastLocale';

function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LAST_LOCALE_KEY, locale);
  } catch {
    // Storage off or full: the next start only loses its head start (prefetchLastCatalogs).
  }
}

/**
 * A returning person's start: the catalogs of the language the app spoke last start loading
 * at once, while the session and tenant are still being read, instead of after them (issue
 * 17, P1). activateLocale finds them loaded; a different language is simply loaded then.
 * Synchronous storage on purpose: IndexedDB is what this read runs beside.
 */
export function prefetchLastCatalogs(): void {
  let last: string | null;
  try {
    last = localStorage.getItem(LAST_LOCALE_KEY);
  } catch {
    return;
  }
  if (!last || !Object.hasOwn(shell, last)) return;
  const locale = last as Locale;
  void shell[locale]().catch(() => undefined);
  void features[locale]().catch(() => undefined);
}

/** Falls back to English when a catalog cannot be had at all (offline before first load). */
export async function activateLocaleOrDefault(locale: Locale): Promise<void> {
  try {
    await activateLocale(locale);
  } catch {
    if (locale !== DEFAULT_LOCALE && target === locale) await activateLocale(DEFAULT_LOCALE);
  }
}

/**
 * Feature pages call this before they render (route beforeLoad): from then on every language
 * switch brings both catalogs. It loads the texts of the language being switched to, not only
 * of the one shown, so a switch under way does not land without them.
 */
export async function loadFeatureTexts(): Promise<void> {
  featuresWanted = true;
  const shown = (i18n.locale || DEFAULT_LOCALE) as Locale;
  const next = target ?? shown;
  await Promise.all([loadFeatures(shown), next === shown ? null : loadFeatures(next)]);
}

/**
 * Boot of a signed-in person: the first page is a feature page, so its texts load beside the
 * shell's instead of after it (issue 17, P1: one step less in the start's waterfall).
 */
export function wantFeatureTexts(): void {
  featuresWanted = true;
}

/** For tests: forget what was loaded and wanted. */
export function resetCatalogsForTest(): void {
  loaded.clear();
  featuresWanted = false;
  target = null;
}

export { i18n };
