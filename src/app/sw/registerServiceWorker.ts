import { Workbox } from 'workbox-window';
import { SW_MESSAGES, type OnDemandGroup } from '../../sync/constants';
import { setSwState } from './swState';

export const SW_URL = '/sw.js';

const isLocalhost = (host: string) =>
  host === 'localhost' || host === '[::1]' || /^127\./.test(host);

/**
 * SPEC §4: on localhost, first check that the worker file exists and is JavaScript (a dev
 * server answering index.html would install a broken worker); otherwise unregister and reload.
 */
async function workerFileIsValid(): Promise<boolean> {
  try {
    const res = await fetch(SW_URL, { headers: { 'Service-Worker': 'script' }, cache: 'no-store' });
    const type = res.headers.get('content-type') ?? '';
    return res.ok && type.includes('javascript');
  } catch {
    // Offline: keep whatever worker is installed.
    return true;
  }
}

export type SwCallbacks = { onOfflineReady: () => void };

/** Registered on load; reports a waiting update and the first install (SPEC §4). */
export async function registerServiceWorker(callbacks: SwCallbacks): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  if (isLocalhost(window.location.hostname) && !(await workerFileIsValid())) {
    const regs = await navigator.serviceWorker.getRegistrations();
    await Promise.all(regs.map((r) => r.unregister()));
    window.location.reload();
    return;
  }
  const wb = new Workbox(SW_URL);
  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate) callbacks.onOfflineReady();
  });
  wb.addEventListener('waiting', () => {
    setSwState({
      updateReady: true,
      apply: () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
        void navigator.serviceWorker.controller?.postMessage({ type: SW_MESSAGES.skipWaiting });
      },
    });
  });
  try {
    await wb.register();
  } catch (error) {
    // SPEC §8: service worker problems only log to the console.
    console.error('Service worker registration failed', error);
  }
}

/** Lets the worker replay (e.g. when the page is about to go away). */
export function askWorkerToReplay(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGES.replay });
}

/**
 * Somebody logged in who needs some of the big libraries that are not in every install's
 * precache (P4): the worker fetches those groups, so they work offline before their first use.
 * Sent to the active worker, which need not control this page yet (first visit).
 */
export function askWorkerToCacheOnDemand(groups: OnDemandGroup[]): void {
  if (groups.length === 0) return;
  void navigator.serviceWorker?.ready.then((registration) =>
    registration.active?.postMessage({ type: SW_MESSAGES.cacheOnDemand, groups }),
  );
}
