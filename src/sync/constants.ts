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
export const ON_DEMAND_GROUPS = {
  crew: /\/assets\/(vendor-(zxing|pdfjs)-[^/]+|pdf\.worker[^/]*)\.m?js$/,
  charts: /\/assets\/vendor-charts-[^/]+\.js$/,
} as const;

export type OnDemandGroup = keyof typeof ON_DEMAND_GROUPS;

/** Every on-demand asset, whatever its group: the groups' patterns joined, so the two agree. */
export const ON_DEMAND_ASSET = new RegExp(
  Object.values(ON_DEMAND_GROUPS)
    .map((pattern) => `(?:${pattern.source})`)
    .join('|'),
);
