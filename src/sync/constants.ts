/** Background Sync tag shared by the page (register) and the service worker (handle). */
export const SYNC_TAG = 'crewhub-outbox';

/** Messages the page sends the service worker. */
export const SW_MESSAGES = {
  replay: 'crewhub:replay',
  skipWaiting: 'crewhub:skip-waiting',
} as const;
