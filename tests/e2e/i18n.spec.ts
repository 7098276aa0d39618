import { expect, pinClock, test } from './harness/test';
import { LoginPage } from './pages/LoginPage';
import { LanguagePages } from './pages/LanguagePages';
import { LANGUAGES } from './pages/languageWords';
import { resetServer } from './support';
import { goOnline, reloadOfflineWithWorkerFile } from './offline';

/** The Dutch catalogs, cached on demand by the worker for who reads Dutch. */
const DUTCH_TEXTS = /\/assets\/texts\.nl\./;

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

// Each test saves a language to its person on the server; the specs that run after this one in
// the same worker (menus.spec, say) expect the seeded English and do not reset first.
test.afterEach(async ({ request }) => {
  await resetServer(request);
});

test('the language picked on the login screen is used and kept', async ({ page }) => {
  await new LoginPage(page).open();
  await page.getByLabel('Language').selectOption('nl');
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await page.getByLabel('Taal').selectOption('de-AT');
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
});

for (const words of LANGUAGES) {
  test(`picked on /login, ${words.locale} goes on after login, with no message ids`, async ({
    page,
  }) => {
    const app = new LanguagePages(page, words);
    await app.pickOnLogin();
    await app.logIn('crew@demo.test');
    // Home, straight after login: the shell's and the features' texts in the language.
    await expect(app.title).toHaveText(words.home);
    await expect(app.heading(words.nextJobs)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', words.locale);
    await app.expectNoMessageIds();
    // A second screen, opened anew: the choice is the person's own now (kept on the server).
    await page.goto('/profile');
    await expect(app.heading(words.deviceSettings)).toBeVisible();
    await expect(
      page.getByRole('region', { name: words.language }).getByRole('combobox'),
    ).toHaveValue(words.locale);
    await app.expectNoMessageIds();
  });
}

// Nobody has logged in on this device yet: offline, the app cannot start (it needs the tenant
// once), but it says so in the language picked on the login screen, whose texts the worker
// cached on demand.
test('offline before any login, the app still speaks the language picked', async ({
  page,
  context,
}) => {
  await new LoginPage(page).open();
  await page.getByLabel('Language').selectOption('nl');
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await reloadOfflineWithWorkerFile(page, context, DUTCH_TEXTS);
  await expect(page.getByRole('alert', { name: 'Server niet bereikbaar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Probeer het opnieuw' })).toBeVisible();
  await goOnline(context);
});

// Each language's texts are cached on demand, not precached (P4): the worker must fetch the
// reader's own after login, or their screens fall back to English offline.
test('a person who reads Dutch has the Dutch feature texts offline too', async ({
  page,
  context,
}) => {
  const dutch = LANGUAGES[1]!;
  const app = new LanguagePages(page, dutch);
  await app.pickOnLogin();
  await app.logIn('crew@demo.test');
  await expect(app.heading(dutch.nextJobs)).toBeVisible();
  await reloadOfflineWithWorkerFile(page, context, DUTCH_TEXTS);
  await expect(app.title).toHaveText(dutch.home);
  await expect(app.heading(dutch.nextJobs)).toBeVisible();
  await app.expectNoMessageIds();
  await goOnline(context);
});

test('a language chosen in the profile is applied at once and kept on the server', async ({
  page,
  browser,
  request,
}) => {
  await new LoginPage(page).logInAtHome('crew@demo.test');
  await page.goto('/profile');
  await page.getByRole('combobox', { name: 'The language of the app' }).selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Paramètres sur cet appareil' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // Sent to the server: the next login, on any device, carries it.
  await expect
    .poll(async () => {
      const res = await request.post('/api/v1/auth/token', {
        headers: { Type: 'MOBILE' },
        data: { login: 'crew@demo.test', password: 'demo1234' },
      });
      const { token } = (await res.json()) as { token: string };
      const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
        loginData: { language: string };
      };
      return payload.loginData.language;
    })
    .toBe('fr');
  const other = await browser.newContext();
  await pinClock(other);
  const second = await other.newPage();
  const login = new LoginPage(second);
  await login.open();
  await login.logIn('crew@demo.test');
  await expect(new LanguagePages(second, LANGUAGES[3]!).title).toHaveText('Accueil');
  await other.close();
});
