/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { clientsClaim } from 'workbox-core';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import * as v from 'valibot';
import { replayOutbox, resetBackoff } from '../src/sync/outbox/replay';
import {
  ON_DEMAND_ASSET,
  ON_DEMAND_GROUPS,
  SW_MESSAGES,
  SYNC_TAG,
  type OnDemandGroup,
} from '../src/sync/constants';
import { pushPayloadSchema } from '../src/api/schemas/profile';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

type ManifestEntry = string | PrecacheEntry;
const urlOf = (e: ManifestEntry) => new URL(typeof e === 'string' ? e : e.url, self.location.href);
const onDemand = (e: ManifestEntry) => ON_DEMAND_ASSET.test(urlOf(e).pathname);

// The app shell, versioned by the build; caches of older builds are removed. The big
// libraries only some people use are left out of it (P4) and cached on demand below.
const manifest: ManifestEntry[] = self.__WB_MANIFEST;
precacheAndRoute(manifest.filter((e) => !onDemand(e)));
cleanupOutdatedCaches();
// The first visit's page is controlled as soon as the worker is active, not from the next load:
// otherwise a person who goes offline right after their first login cannot open a screen whose
// chunk the page had not loaded yet (seen with per-component CSS on the plus-crew data page).
// A new version still waits for the person's consent (skipWaiting message) before it activates.
clientsClaim();

const ON_DEMAND_CACHE = 'crewhub-on-demand';
const onDemandUrls = manifest.filter(onDemand).map((e) => urlOf(e).href);

registerRoute(
  ({ url }) => ON_DEMAND_ASSET.test(url.pathname),
  new CacheFirst({ cacheName: ON_DEMAND_CACHE }),
);

/**
 * File names carry a content hash: when this build takes over, the files of older builds go, as
 * the precache's do (a count limit would evict this build's own files: an office person's
 * screens alone are some 20, beside the scanner's, viewer's, charts' and six languages' texts).
 */
async function dropOlderOnDemandFiles(): Promise<void> {
  const cache = await caches.open(ON_DEMAND_CACHE);
  const current = new Set(onDemandUrls);
  for (const request of await cache.keys()) {
    if (!current.has(request.url)) await cache.delete(request);
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil(dropOlderOnDemandFiles().catch(() => undefined));
});

/**
 * Caches the files of the groups asked for (QR scanner and PDF viewer, charts, office screens,
 * a language's texts) that are not cached yet, so this person's screens open offline.
 */
async function cacheOnDemand(groups: readonly OnDemandGroup[]): Promise<void> {
  const cache = await caches.open(ON_DEMAND_CACHE);
  const missing = [];
  for (const url of onDemandUrls) {
    const wanted = groups.some((g) => ON_DEMAND_GROUPS[g]?.test(new URL(url).pathname));
    if (wanted && !(await cache.match(url))) missing.push(url);
  }
  await cache.addAll(missing);
}

/** The groups a cache-on-demand message names; a message without them is from a crew member. */
function groupsOf(data: unknown): OnDemandGroup[] {
  const groups = (data as { groups?: unknown } | null)?.groups;
  if (!Array.isArray(groups)) return ['crew'];
  return groups.filter((g): g is OnDemandGroup => typeof g === 'string' && g in ON_DEMAND_GROUPS);
}

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

// Downloaded API files (payslips, documents) are NOT cached here: the worker's caches are shared
// by everyone using this browser and keyed by URL, not by person. They are kept in IndexedDB
// (sync/files.ts), which logout clears.

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
  if (type === SW_MESSAGES.cacheOnDemand) {
    event.waitUntil(cacheOnDemand(groupsOf(event.data)).catch(() => undefined));
  }
});

// Web Push (issue 4, profile): the server pushes when one of the person's jobs is confirmed or
// changed; the message shows as a notification, and a click opens the app at that job.
self.addEventListener('push', (event) => {
  let data: unknown;
  try {
    data = event.data?.json();
  } catch {
    data = null;
  }
  const parsed = v.safeParse(pushPayloadSchema, data);
  const payload = parsed.success
    ? parsed.output
    : { title: 'Crew Hub', body: event.data?.text() ?? '', url: '/jobs', tag: undefined };
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/favicon.svg',
      data: { url: payload.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const raw = (event.notification.data as { url?: unknown } | null)?.url;
  // Only paths of this app: a message cannot send the person elsewhere.
  const path = typeof raw === 'string' && raw.startsWith('/') && !raw.startsWith('//') ? raw : '/';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(target).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
