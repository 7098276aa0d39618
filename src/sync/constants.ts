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
 * Files only some people need, kept out of the precache every install downloads (issues 3 and
 * 17, P4): the worker caches a group when somebody who needs it logs in (onDemandGroups.ts),
 * and any such file on first use, so it opens offline too.
 * - crew: the QR scanner, the PDF viewer and its worker (crew members);
 * - charts: the plus-crew dashboard with its chart library (whoever may see plus crews);
 * - office: the screens only clients, planners and the office open (build/chunkNames.ts).
 */
const SCREEN_GROUPS = {
  crew: /\/assets\/(vendor-(zxing|pdfjs)-[^/]+|pdf\.worker[^/]*)\.m?js$/,
  charts: /\/assets\/vendor-charts-[^/]+\.js$/,
  office: /\/assets\/office-[^/]+\.js$/,
} as const;

/** A language whose texts are cached on demand: every one but English (see below). */
export type OnDemandLocale = Exclude<Locale, 'en'>;

/**
 * The texts of one language, the shell's and the features' catalogs (`texts.<locale>.<hash>.js`,
 * vite.config.ts): about 70 KB, and a person reads one language. English's stay precached: they
 * are what every language falls back to when its own cannot be had (i18n.ts), offline before
 * first use too (offline, a login screen in a language never picked on this device is English).
 */
export const textsGroup = (locale: OnDemandLocale) => `texts-${locale}` as const;

const textsPattern = (locale: string) => new RegExp(`/assets/texts\\.${locale}\\.[^/.]+\\.js$`);

export type OnDemandGroup = keyof typeof SCREEN_GROUPS | ReturnType<typeof textsGroup>;

export const ON_DEMAND_GROUPS: Readonly<Record<OnDemandGroup, RegExp>> = {
  ...SCREEN_GROUPS,
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
