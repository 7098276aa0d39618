import type { APIRequestContext, Page } from '@playwright/test';

/** The reference server's test-only API (exists only with CREWHUB_TEST_API=1). */
export async function resetServer(request: APIRequestContext): Promise<void> {
  const res = await request.post('/api/v1/__test/reset');
  if (!res.ok()) throw new Error(`reset failed: ${res.status()}`);
}

export type DevMail = { to: string; subject: string; link: string };

export async function devMails(request: APIRequestContext): Promise<DevMail[]> {
  const res = await request.get('/api/v1/__test/mails');
  return (await res.json()) as DevMail[];
}

/** What the app keeps in IndexedDB under the session table. */
export async function storedSessionCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('crew-hub');
        open.onerror = () => reject(new Error('cannot open crew-hub'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('session')) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction('session').objectStore('session').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(new Error('count failed'));
        };
      }),
  );
}

export const DEMO_PASSWORD = 'demo1234';
export const GUEST_PASSWORD = 'guest1234';
