import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './harness/test';
import { AppShell } from './pages/AppShell';
import { CalendarPage } from './pages/CalendarPage';
import { LoginPage } from './pages/LoginPage';
import { apiToken, resetServer } from './support';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

/**
 * Time passes on the server's token clock (test API): every access token it issued expires
 * after its 900 s, while the refresh token (30 days) lives on. Undone by the reset.
 */
async function hoursPass(request: APIRequestContext, hours: number): Promise<void> {
  const res = await request.post('/api/v1/__test/tokenClock', {
    data: { offsetSeconds: hours * 3600 },
  });
  expect(res.ok()).toBe(true);
}

/** The refresh token the app keeps in IndexedDB (where the service worker reads it too). */
async function storedRefreshToken(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('crew-hub');
        open.onerror = () => reject(new Error('cannot open crew-hub'));
        open.onsuccess = () => {
          const get = open.result.transaction('session').objectStore('session').get('current');
          get.onsuccess = () => {
            open.result.close();
            resolve((get.result as { refreshToken?: string } | undefined)?.refreshToken ?? '');
          };
          get.onerror = () => reject(new Error('no session'));
        };
      }),
  );
}

async function refreshAsSomeoneElse(request: APIRequestContext, refreshToken: string) {
  const res = await request.post('/api/v1/auth/refresh', {
    headers: { Type: 'MOBILE' },
    data: { refreshToken },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { refreshToken: string }).refreshToken;
}

test('the session survives a closed app past the access token’s life', async ({
  page,
  context,
  request,
}) => {
  const login = new LoginPage(page);
  await login.logInAtHome('chief@demo.test');
  const calendar = new CalendarPage(page);
  await calendar.open();
  const before = await storedRefreshToken(page);
  expect(before).not.toBe('');
  await page.close();

  // A 10-hour shift in the basement: the app is closed, the access token long expired.
  await hoursPass(request, 10);
  // Meanwhile something changed on the server for the chief.
  const token = await apiToken(request, 'chief@demo.test');
  const created = await request.post('/api/v1/blockDates', {
    headers: { Type: 'MOBILE', Authorization: `Bearer ${token}` },
    data: { startDate: '2026-12-02', reason: 'Dentist after the long shift' },
  });
  expect(created.ok()).toBe(true);

  const reopened = await context.newPage();
  const again = new CalendarPage(reopened);
  await again.open();
  await expect(reopened).toHaveURL(/\/personal-calendar$/);
  // Fresh data: the pull refreshed the token with the refresh token and fetched again.
  await expect(again.entry('Dentist after the long shift')).toBeVisible();
  expect(await storedRefreshToken(reopened)).not.toBe(before);
});

test('a stolen refresh token ends the session, and the login screen says why', async ({
  page,
  request,
}) => {
  const login = new LoginPage(page);
  await login.logInAtHome('crew@demo.test');
  const copied = await storedRefreshToken(page);
  // Someone with a copy of the token uses it, twice: the app's own copy is now spent.
  await refreshAsSomeoneElse(request, await refreshAsSomeoneElse(request, copied));

  await hoursPass(request, 1);
  await page.goto('/jobs');
  await expect(login.heading).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Please log in again' })).toContainText(
    'For your safety you were logged out: this session was used from two places at once.',
  );
  // Logging in again clears the notice.
  await login.logIn('crew@demo.test');
  await expect(new AppShell(page).title).toHaveText('Jobs');
});

test('logout ends the session on the server: a copy of the refresh token is worthless', async ({
  page,
  request,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn('crew@demo.test');
  const shell = new AppShell(page);
  await expect(shell.title).toHaveText('Home');
  const copied = await storedRefreshToken(page);
  await shell.logOut();
  await expect(login.heading).toBeVisible();
  const res = await request.post('/api/v1/auth/refresh', {
    headers: { Type: 'MOBILE' },
    data: { refreshToken: copied },
  });
  expect(res.status()).toBe(401);
  expect(await res.json()).toMatchObject({ code: 'session_logged_out' });
  // A plain logout is no ended session: the login screen has nothing to explain.
  await expect(page.getByRole('status').filter({ hasText: 'Please log in again' })).toHaveCount(0);
});
