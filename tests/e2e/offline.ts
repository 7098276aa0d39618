import { expect, type BrowserContext, type Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';

/**
 * Real "no network": the page goes offline, and every API request (the service worker's too,
 * which `setOffline` does not stop: STACK-NOTES) is aborted like a lost connection.
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/api/v1/**', (route) => route.abort('internetdisconnected'));
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/api/v1/**');
  await context.setOffline(false);
}

/** Waits until the service worker is activated (seeing only `controller` races). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          return reg?.active?.state ?? 'none';
        }),
      { timeout: 20_000 },
    )
    .toBe('activated');
}

/**
 * Waits until the worker's on-demand cache (sw/sw.ts) holds a file whose name matches: the
 * libraries a person's screens need, fetched after login so they open offline before first use.
 */
export async function waitForOnDemandFile(page: Page, name: RegExp): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          (await (await caches.open('crewhub-on-demand')).keys()).map((r) => r.url),
        ),
      { timeout: 20_000 },
    )
    .toContainEqual(expect.stringMatching(name));
}

/**
 * Once the worker holds `file` (an on-demand file, sw/sw.ts), goes offline and reloads with the
 * browser's HTTP cache cleared: only the worker's caches may serve the app, as on a device whose
 * browser dropped its cache. Otherwise a file the worker never cached could still come from it.
 */
export async function reloadOfflineWithWorkerFile(
  page: Page,
  context: BrowserContext,
  file: RegExp,
): Promise<void> {
  await waitForServiceWorker(page);
  await waitForOnDemandFile(page, file);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await goOffline(context);
  await page.reload();
}

/**
 * Logs in a crew member through the login screen, lands on Home, and waits until the app is
 * offline-ready: the worker is active and has cached the on-demand libraries (QR scanner, PDF
 * viewer and its worker) that crew members get after login.
 */
export async function logInOfflineReady(page: Page, email = 'crew@demo.test'): Promise<void> {
  const login = new LoginPage(page);
  await login.logInAtHome(email);
  await waitForServiceWorker(page);
  await expect
    .poll(
      () =>
        page.evaluate(async () => (await (await caches.open('crewhub-on-demand')).keys()).length),
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(3);
}

/**
 * How many rows each of these IndexedDB tables holds on the device (0 when a table is not
 * there yet), read with raw IndexedDB: e.g. to wait until the job pack has been pulled.
 */
export async function deviceRowCounts(page: Page, stores: string[]): Promise<number[]> {
  return page.evaluate(
    (names) =>
      new Promise<number[]>((resolve) => {
        const open = indexedDB.open('crew-hub');
        open.onerror = () => resolve(names.map(() => 0));
        open.onsuccess = () => {
          const idb = open.result;
          const present = names.filter((n) => idb.objectStoreNames.contains(n));
          if (present.length === 0) {
            idb.close();
            resolve(names.map(() => 0));
            return;
          }
          const counts = new Map<string, number>();
          const tx = idb.transaction(present, 'readonly');
          for (const n of present) {
            tx.objectStore(n).count().onsuccess = (e) => {
              counts.set(n, (e.target as IDBRequest<number>).result);
            };
          }
          tx.oncomplete = () => {
            idb.close();
            resolve(names.map((n) => counts.get(n) ?? 0));
          };
        };
      }),
    stores,
  );
}

/** A setting as stored on the device (the `settings` table), or null when it is not there. */
export async function deviceSetting(page: Page, key: string): Promise<string | null> {
  return page.evaluate(
    (k) =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('crew-hub');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const idb = open.result;
          const req = idb.transaction('settings', 'readonly').objectStore('settings').get(k);
          req.onsuccess = () => {
            idb.close();
            resolve((req.result as { value: string } | undefined)?.value ?? null);
          };
          req.onerror = () => {
            idb.close();
            resolve(null);
          };
        };
      }),
    key,
  );
}
