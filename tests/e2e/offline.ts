import { expect, type BrowserContext, type Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { AppShell } from './pages/AppShell';

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

/** Logs in through the login screen, lands on Home, and waits for the worker (offline-ready). */
export async function logInOfflineReady(page: Page, email = 'crew@demo.test'): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(email);
  await expect(new AppShell(page).title).toHaveText('Home');
  await waitForServiceWorker(page);
}
