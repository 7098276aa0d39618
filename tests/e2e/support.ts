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

/** The seeded welcome and unsubscribe links (app paths): their tokens are random per seed. */
export async function demoLinks(
  request: APIRequestContext,
): Promise<{ welcome: string; unsubscribe: string }> {
  const res = await request.get('/api/v1/__test/links');
  if (!res.ok()) throw new Error(`links failed: ${res.status()}`);
  return (await res.json()) as { welcome: string; unsubscribe: string };
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

export type AppliedWrite = {
  method: string;
  path: string;
  personId: number | null;
  idempotencyKey: string | null;
  status: number;
};

export async function appliedWrites(request: APIRequestContext): Promise<AppliedWrite[]> {
  const res = await request.get('/api/v1/__test/writes');
  return (await res.json()) as AppliedWrite[];
}

export type Faults = {
  delayMs?: number;
  errorRate?: number;
  dropAfterCommitRate?: number;
  failNext?: number;
};

export async function setFaults(request: APIRequestContext, faults: Faults): Promise<void> {
  const res = await request.post('/api/v1/__test/faults', { data: faults });
  if (!res.ok()) throw new Error(`faults failed: ${res.status()}`);
}

/** Logs in through the API, as a second device of someone would. */
export async function apiToken(
  request: APIRequestContext,
  login: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await request.post('/api/v1/auth/token', {
    headers: { Type: 'MOBILE' },
    data: { login, password },
  });
  return ((await res.json()) as { token: string }).token;
}
