import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/languages';

/** Background Sync tag shared by the page (register) and the service worker (handle). */
export const SYNC_TAG = 'crewhub-outbox';

/** Messages the page sends the service worker. */
export const SW_MESSAGES = {
  replay: 'crewhub:replay',
  skipWaiting: 'crewhub:skip-waiting',
  /** Fetch the on-demand assets into the worker's cache (a crew member logged in). */
  cacheOnDemand: 'crewhub:cache-on-demand',
} as const;

/**
 * Big libraries only some people need, built as `vendor-*` chunks and kept out of the precache
 * every install downloads (issues 3 and 17, P4). The worker caches a group when somebody who
 * needs it logs in (onDemandGroups.ts), and any of them on first use, so they open offline too.
 * - crew: the QR scanner, the PDF viewer and its worker (crew members);
 * - charts: the plus-crew dashboard with its chart library (whoever may see plus crews).
 */
const LIBRARY_GROUPS = {
  crew: /\/assets\/(vendor-(zxing|pdfjs)-[^/]+|pdf\.worker[^/]*)\.m?js$/,
  charts: /\/assets\/vendor-charts-[^/]+\.js$/,
} as const;

/** A language whose feature texts are cached on demand: every one but English (see below). */
export type OnDemandLocale = Exclude<Locale, 'en'>;

/**
 * The texts of one language, the shell's and the features' catalogs (`texts.<locale>.<hash>.js`,
 * vite.config.ts): about 70 KB, and a person reads one language. English's stay precached: they
 * are what every language falls back to when its own cannot be had (i18n.ts), offline before
 * first use too (a login screen offline in a language never loaded here is English).
 */
export const textsGroup = (locale: OnDemandLocale) => `texts-${locale}` as const;

const textsPattern = (locale: string) => new RegExp(`/assets/texts\\.${locale}\\.[^/.]+\\.js$`);

export type OnDemandGroup = keyof typeof LIBRARY_GROUPS | ReturnType<typeof textsGroup>;

export const ON_DEMAND_GROUPS: Readonly<Record<OnDemandGroup, RegExp>> = {
  ...LIBRARY_GROUPS,
  ...(Object.fromEntries(
    LOCALES.filter((l): l is OnDemandLocale => l !== DEFAULT_LOCALE).map((l) => [
      textsGroup(l),
      textsPattern(l),
    ]),
  ) as Record<ReturnType<typeof textsGroup>, RegExp>),
};

/** Every on-demand asset, whatever its group: the groups' patterns joined, so the two agree. */
export const ON_DEMAND_ASSET = new RegExp(
  Object.values(ON_DEMAND_GROUPS)
    .map((pattern) => `(?:${pattern.source})`)
    .join('|'),
);
