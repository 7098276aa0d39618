import type { Page } from '@playwright/test';
import { expect, test } from './harness/test';
import { LoginPage } from './pages/LoginPage';
import { AppShell } from './pages/AppShell';
import { InstallBanner } from './pages/InstallBanner';
import config from '../../playwright.config';
import { resetServer } from './support';

// Issue 17: Chromium can install the app (PNG icons in the manifest), and the app offers it.

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };

/** The stored UI setting of the dismissal, read straight from IndexedDB. */
function storedDismissal(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('crew-hub');
        open.onerror = () => reject(new Error('cannot open crew-hub'));
        open.onsuccess = () => {
          const get = open.result
            .transaction('settings')
            .objectStore('settings')
            .get('installDismissed');
          get.onsuccess = () => {
            open.result.close();
            resolve((get.result as { value: string } | undefined)?.value ?? null);
          };
          get.onerror = () => reject(new Error('read failed'));
        };
      }),
  );
}

// A spec run earlier in this worker may have changed the demo people (their language).
test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('the manifest names PNG icons of 192 and 512 px and a maskable one, all served', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href!)).json()) as { icons: ManifestIcon[] };
  const pngs = manifest.icons.filter((i) => i.type === 'image/png');
  expect(pngs.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const src of [...pngs.map((i) => i.src), apple!]) {
    const res = await request.get(src);
    expect(res.status(), src).toBe(200);
    expect(res.headers()['content-type'], src).toBe('image/png');
  }
});

test('Chromium finds nothing that stops installing the app', async ({
  playwright,
  baseURL,
}, info) => {
  // A test's own context is incognito, where Chromium never installs: ask a profile on disk.
  const context = await playwright.chromium.launchPersistentContext(info.outputPath('profile'), {
    ...config.use?.launchOptions,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await expect(new LoginPage(page).heading).toBeVisible();
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the browser’s offer shows the banner; Install opens its dialog once', async ({ page }) => {
  await new LoginPage(page).logInAtHome('crew@demo.test');
  const install = new InstallBanner(page);
  await expect(install.banner).toHaveCount(0);
  expect(await install.offer()).toBe(true);
  await expect(install.banner).toBeVisible();
  await install.install();
  await expect(install.banner).toHaveCount(0);
  expect(await install.promptsOpened()).toBe(1);
});

// Stop 44: while the banner's Mantine Group sat in the signed-in shell chunk, the banner made a
// first visit to /login fetch the signed-in app (shell, sync engine, route table) after its
// first screen (Lighthouse /login 98 → 92).
test('on a first visit to /login, the banner comes without the signed-in app', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expect(new LoginPage(page).heading).toBeVisible();
  const install = new InstallBanner(page);
  expect(await install.offer()).toBe(true);
  await expect(install.banner).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => path.includes('/InstallBanner-'))).toBe(true);
  expect(scripts.filter((path) => /\/assets\/(shell|sync|routing)-/.test(path))).toEqual([]);
});

test('“Not now” puts the banner away on this device, also after logging out', async ({ page }) => {
  await new LoginPage(page).logInAtHome('crew@demo.test');
  const install = new InstallBanner(page);
  expect(await install.offer()).toBe(true);
  await expect(install.banner).toBeVisible();
  await install.notNow();
  await expect(install.banner).toHaveCount(0);
  expect(await install.promptsOpened()).toBe(0);

  await new AppShell(page).logOut();
  await expect(new LoginPage(page).heading).toBeVisible();
  // Logging out clears personal data only: the answer stays, and a new offer shows nothing.
  expect(await storedDismissal(page)).toBe('yes');
  expect(await install.offer()).toBe(true);
  await new LoginPage(page).logIn('client@demo.test');
  await expect(new AppShell(page).title).toHaveText('Home');
  await expect(install.banner).toHaveCount(0);
});
