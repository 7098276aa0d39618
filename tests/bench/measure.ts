import type { BrowserContext, Page } from 'playwright-core';

export const median = (xs: number[]): number => percentile(xs, 50);

export function percentile(xs: number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, rank)]!;
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('banner').getByRole('heading', { name: 'Home' }).waitFor();
}

/**
 * Milliseconds from the navigation's start to the first screenful of a list of `count` jobs:
 * the tabs count all of them, and the open group's rows reach the bottom of the window (or
 * all its rows are drawn). The list draws rows as it is scrolled, so those far below the screen
 * are not in the DOM yet.
 */
export async function msUntilJobRows(page: Page, count: number): Promise<number> {
  const handle = await page.waitForFunction(
    (n) => {
      const tabs = [...document.querySelectorAll('[role="tab"]')];
      const counted = tabs
        .filter((t) => !t.textContent?.startsWith('Crew chief'))
        .reduce((sum, t) => sum + Number(/\((\d+)\)/.exec(t.textContent ?? '')?.[1] ?? 0), 0);
      const open = tabs.find((t) => t.getAttribute('aria-selected') === 'true');
      const panel = document.getElementById(open?.getAttribute('aria-controls') ?? '');
      const rows = panel?.querySelectorAll('li') ?? [];
      const last = rows[rows.length - 1];
      if (counted < n || !open || !last) return 0;
      const inGroup = Number(/\((\d+)\)/.exec(open.textContent ?? '')?.[1] ?? 0);
      const full = last.getBoundingClientRect().bottom >= window.innerHeight;
      return full || rows.length >= inGroup ? performance.now() : 0;
    },
    count,
    { polling: 'raf', timeout: 180_000 },
  );
  return handle.jsonValue();
}

/** Real "no network" for the page and its service worker (see tests/e2e/offline.ts). */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/api/v1/**', (route) => route.abort('internetdisconnected'));
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/api/v1/**');
  await context.setOffline(false);
}

/** Polls `check` in the page until it holds (an async predicate: waitForFunction misreads those). */
async function pollInPage(page: Page, check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!(await page.evaluate(check))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The worker is active and has cached what a crew member gets after login (offline-ready). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await pollInPage(
    page,
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
    'the service worker',
  );
  await pollInPage(
    page,
    async () => (await (await caches.open('crewhub-on-demand')).keys()).length >= 3,
    'the on-demand cache',
  );
}

/** Empties object stores of the app's IndexedDB from inside the page (raw IndexedDB). */
export async function clearStores(page: Page, stores: string[]): Promise<void> {
  await page.evaluate(
    (names) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('crew-hub');
        open.onerror = () => reject(new Error('cannot open crew-hub'));
        open.onsuccess = () => {
          const tx = open.result.transaction(names, 'readwrite');
          for (const name of names) tx.objectStore(name).clear();
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(new Error('clear failed'));
        };
      }),
    stores,
  );
}

/**
 * Counts outbox records still waiting to be sent, on the state index (as the app's header
 * does): reading every record each poll would itself slow the drain it measures.
 */
export async function openOutboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('crew-hub');
        open.onerror = () => reject(new Error('cannot open crew-hub'));
        open.onsuccess = () => {
          const tx = open.result.transaction('outbox');
          const state = tx.objectStore('outbox').index('state');
          const pending = state.count('pending');
          const sending = state.count('sending');
          tx.oncomplete = () => {
            open.result.close();
            resolve(pending.result + sending.result);
          };
        };
      }),
  );
}

/**
 * Puts `count` blocked-date creations into the outbox as the action would (row + record),
 * straight into IndexedDB, so the drain is measured without 500 trips through a form.
 */
export async function fillOutbox(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('crew-hub');
        open.onerror = () => reject(new Error('cannot open crew-hub'));
        open.onsuccess = () => {
          const idb = open.result;
          const tx = idb.transaction(['session', 'outbox', 'blockDates'], 'readwrite');
          const get = tx.objectStore('session').get('current');
          get.onsuccess = () => {
            const ownerId = (get.result as { ownerId: string }).ownerId;
            const now = Date.now();
            for (let i = 0; i < n; i++) {
              const id = -(now * 1000 + i);
              const day = `2028-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
              const body = {
                startDate: day,
                endDate: null,
                reason: `Drain ${i}`,
                beginTime: null,
                endTime: null,
              };
              tx.objectStore('blockDates').put({ id, version: 1, personId: 0, ...body });
              tx.objectStore('outbox').put({
                id: `${now.toString(36).padStart(10, '0')}-${i.toString(36).padStart(4, '0')}-bench00`,
                idempotencyKey: crypto.randomUUID(),
                ownerId,
                kind: 'blockDate.create',
                method: 'POST',
                path: '/blockDates',
                body,
                entity: { table: 'blockDates', id },
                entityKey: `blockDates:${id}`,
                baseVersion: null,
                dependsOn: [],
                state: 'pending',
                attempts: 0,
                nextTryAt: now,
                lastError: null,
                createdAt: now,
                updatedAt: now,
              });
            }
          };
          tx.oncomplete = () => {
            idb.close();
            resolve();
          };
          tx.onerror = () => reject(new Error('fill failed'));
        };
      }),
    count,
  );
}
