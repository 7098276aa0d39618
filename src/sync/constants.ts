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
 * Big libraries only crew members need (the QR scanner, the PDF viewer and its worker): built
 * as `vendor-*` chunks and kept out of the precache every install downloads (issue 3, P4). The
 * worker caches them when a crew member logs in, and on first use, so they open offline too.
 */
export const ON_DEMAND_ASSET = /\/assets\/(vendor-[^/]+|pdf\.worker[^/]*)\.m?js$/;
