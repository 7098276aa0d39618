import { i18n, type Messages } from '@lingui/core';
import { loadDateLocale } from '../lib/dateLocale';
import { retryWithBackoff } from '../lib/retry';
import { DEFAULT_LOCALE, type Locale } from './languages';
import type { FeatureArea } from './featureAreas';

/** SPEC §9: catalog loading retries up to 5 times, from 350 ms, doubling. */
export const CATALOG_RETRY = { retries: 5, firstDelayMs: 350 } as const;

type Catalog = { messages: Messages };
type Loader = () => Promise<Catalog>;
/** A language's loaders of its feature areas' texts (build/featureTexts.ts). */
type AreaLoaders = { loadArea: (area: FeatureArea) => Promise<Catalog> };

/**
 * The shell's catalog (layouts, login, menus, sync status) is needed by every page. The
 * features' texts come in one chunk per feature area, loaded with that area's screens
 * (src/routes/lazyFeature.ts): /login carries no feature's texts, /jobs only the jobs'
 * (issue 3 and 17, P4).
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

/** One small module per language names its areas' chunks: 182 imports stay out of the boot. */
const areas: Record<Locale, () => Promise<AreaLoaders>> = {
  en: () => import('virtual:feature-texts/en'),
  nl: () => import('virtual:feature-texts/nl'),
  cy: () => import('virtual:feature-texts/cy'),
  fr: () => import('virtual:feature-texts/fr'),
  'de-AT': () => import('virtual:feature-texts/de-AT'),
  de: () => import('virtual:feature-texts/de'),
  es: () => import('virtual:feature-texts/es'),
};

type Part = 'shell' | FeatureArea;

const loaded = new Set<string>();
/** The feature areas whose screens have asked for their texts: every switch brings them. */
const wanted = new Set<FeatureArea>();
/** The language the app is switching to (or speaks): the last activateLocale call wins. */
let target: Locale | null = null;
/** The language the app spoke last, until one is chosen: where a start's early loads go. */
let guess: Locale | null = null;

function loader(part: Part, from: Locale): Loader {
  return part === 'shell' ? shell[from] : () => areas[from]().then((m) => m.loadArea(part));
}

/** Loads one catalog into `locale`; `from` may name English when the language's is missing. */
async function load(locale: Locale, part: Part, from = locale): Promise<void> {
  const key = `${part}:${locale}`;
  if (loaded.has(key)) return;
  const { messages } = await retryWithBackoff(loader(part, from), CATALOG_RETRY);
  // load() merges into the messages the locale already has.
  i18n.load(locale, messages);
  loaded.add(key);
}

/** An area's texts in `locale`, or English ones rather than message ids when they cannot be had. */
async function loadArea(locale: Locale, area: FeatureArea): Promise<void> {
  try {
    await load(locale, area);
  } catch {
    if (locale !== DEFAULT_LOCALE) await load(locale, area, DEFAULT_LOCALE).catch(() => undefined);
  }
}

/** Every wanted area's texts in `locale`, including areas asked for while these loaded. */
async function loadWantedAreas(locale: Locale): Promise<void> {
  for (;;) {
    const missing = [...wanted].filter((area) => !loaded.has(`${area}:${locale}`));
    if (missing.length === 0) return;
    const before = loaded.size;
    await Promise.all(missing.map((area) => loadArea(locale, area)));
    // Nothing could be had (not even English): do not spin; the screen shows what it has.
    if (loaded.size === before) return;
  }
}

/**
 * Switches the app to `locale` once every catalog it needs is in. Issue 17: a switch started
 * before a feature page asked for its texts used to activate without them (message ids on
 * screen), and a slower earlier switch could land after a later one. Now the wanted areas are
 * checked again after each wait, and only the newest switch activates.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  target = locale;
  // Areas wanted already (a signed-in start preloads its page): they load beside the shell.
  const early = loadWantedAreas(locale);
  await Promise.all([load(locale, 'shell'), loadDateLocale(locale)]);
  await early;
  // Asked only now: the first feature page may have wanted its texts while the shell loaded.
  await loadWantedAreas(locale);
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
 * 17, P1): the shell's, the loaders of its areas, and (loadFeatureTexts) the start page's
 * area. activateLocale finds them loaded; a different language is simply loaded then.
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
  guess = last as Locale;
  void shell[guess]().catch(() => undefined);
  void areas[guess]().catch(() => undefined);
  for (const area of wanted) void loader(area, guess)().catch(() => undefined);
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
 * A feature area's screens call this before they render (lazyFeature): from then on every
 * language switch brings the area's texts. It loads them in the language being switched to,
 * not only the one shown, so a switch under way does not land without them. Before any
 * language is chosen (a start preloading its page), the area is only marked wanted, and the
 * last language's texts are fetched ahead: activateLocale, which the first render waits for,
 * loads what is wanted.
 */
export async function loadFeatureTexts(area: FeatureArea): Promise<void> {
  wanted.add(area);
  const shown = (i18n.locale || null) as Locale | null;
  const next = target ?? shown;
  if (!next) {
    if (guess) void loader(area, guess)().catch(() => undefined);
    return;
  }
  await Promise.all([
    shown ? loadArea(shown, area) : null,
    next === shown ? null : loadArea(next, area),
  ]);
}

/** For tests: forget what was loaded and wanted. */
export function resetCatalogsForTest(): void {
  loaded.clear();
  wanted.clear();
  target = null;
  guess = null;
}

export { i18n };
