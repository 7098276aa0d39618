/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { replayOutbox, resetBackoff } from '../src/sync/outbox/replay';
import { SW_MESSAGES, SYNC_TAG } from '../src/sync/constants';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// The app shell, versioned by the build; caches of older builds are removed.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any app path opens the cached shell, so every screen starts offline. The API is not
// cached here: IndexedDB is the cache of server data (DESIGN.md).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }),
);

registerRoute(
  ({ request, url }) => request.destination === 'image' && !url.pathname.startsWith('/api/'),
  new CacheFirst({
    cacheName: 'crewhub-images',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// Downloaded documents (PDFs, photos) stay readable offline.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    url.pathname.startsWith('/api/') &&
    /\/(download|file)(\/|$)/.test(url.pathname),
  new CacheFirst({
    cacheName: 'crewhub-files',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 24 * 3600 })],
  }),
);

/** The same replay as the page, under the same lock. Rejecting asks the browser to retry. */
async function replay(): Promise<void> {
  const summary = await replayOutbox();
  if (summary.stopped === 'offline') throw new Error('still offline');
}

self.addEventListener('sync', (event) => {
  const e = event as ExtendableEvent & { tag: string };
  // The browser says the network is back: waiting records need not sit out their backoff.
  if (e.tag === SYNC_TAG) e.waitUntil(resetBackoff().then(replay));
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === SW_MESSAGES.replay) event.waitUntil(replay().catch(() => undefined));
  if (type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
});
