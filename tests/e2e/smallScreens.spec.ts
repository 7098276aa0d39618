import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './harness/test';
import { LoginPage } from './pages/LoginPage';
import { AppShell } from './pages/AppShell';
import { LanguagePages } from './pages/LanguagePages';
import { languageWords } from './pages/languageWords';
import { apiToken, resetServer } from './support';

/** The first item's id of a list call, as `login` sees it (the seed's ids are generated). */
async function firstId(request: APIRequestContext, login: string, path: string): Promise<number> {
  const token = await apiToken(request, login);
  const res = await request.get(`/api/v1${path}`, {
    headers: { Type: 'MOBILE', Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: { id: number }[] };
  return items[0]!.id;
}

/**
 * The crew screens at 390 px (an iPhone 12–15), as crew member and crew chief: no text is cut
 * off ("WAITING TO B…", "Contact crew chie"), nothing runs off the screen, and every button is
 * a touch target of at least 44 px (edit and delete icons were 28 px).
 */
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ request }) => {
  test.setTimeout(120_000);
  await resetServer(request);
});

type Problems = { cut: string[]; offScreen: string[]; small: string[] };

/** What the screen shows badly: read from the layout the browser made. */
function layoutProblems(page: Page): Promise<Problems> {
  return page.evaluate(() => {
    const cut = new Set<string>();
    const offScreen = new Set<string>();
    const small = new Set<string>();
    const width = document.documentElement.clientWidth;
    const name = (el: Element) =>
      (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().slice(0, 50);
    const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    for (const el of document.querySelectorAll<HTMLElement>('main *, header *, footer *')) {
      const box = el.getBoundingClientRect();
      // 1 px boxes are text for screen readers only (VisuallyHidden), clipped on purpose.
      if (box.width <= 1 || box.height <= 1 || el.closest('[aria-hidden="true"]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      const text = name(el);
      const clips =
        ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      if (text && clips && el.scrollWidth > el.clientWidth + 1 && el.children.length === 0) {
        cut.add(text);
      }
      if (text && (box.right > width + 1 || box.left < -1)) {
        // Inside a box that scrolls sideways (a wide table) it can be reached: not cut off.
        let reachable = false;
        for (let p = el.parentElement; p && !reachable; p = p.parentElement) reachable = scrolls(p);
        if (!reachable) offScreen.add(text);
      }
      if (el.matches('button, [role="button"]') && (box.width < 44 || box.height < 44)) {
        small.add(`${text || el.className} (${Math.round(box.width)}×${Math.round(box.height)})`);
      }
    }
    return { cut: [...cut], offScreen: [...offScreen], small: [...small] };
  });
}

async function checkScreens(page: Page, email: string, paths: string[]): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(email);
  const title = new AppShell(page).title;
  await expect(title).toHaveText('Home');
  const found: Record<string, Problems> = {};
  for (const path of paths) {
    await page.goto(path);
    await expect(title).not.toHaveText('');
    await expect(page.getByRole('main').getByText(/^Loading/)).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('status').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`${path.replace(/\//g, '_')}.png`) });
    const problems = await layoutProblems(page);
    if (problems.cut.length + problems.offScreen.length + problems.small.length > 0) {
      found[path] = problems;
    }
  }
  expect(found).toEqual({});
}

test('crew member screens at 390 px', async ({ page, request }) => {
  const [job, contract] = await Promise.all([
    firstId(request, 'crew@demo.test', '/jobs'),
    firstId(request, 'crew@demo.test', '/staffContracts'),
  ]);
  await checkScreens(page, 'crew@demo.test', [
    `/jobs/${job}`,
    `/contracts/${contract}`,
    '/',
    '/jobs',
    '/personal-calendar',
    '/vacancies',
    '/payrolls',
    '/contracts',
    '/crew-info',
    '/trainings',
    '/mobileDocuments',
    '/profile',
    '/forms/1',
    '/crews/1',
  ]);
});

test('crew chief screens at 390 px', async ({ page, request }) => {
  const job = await firstId(request, 'chief@demo.test', '/jobs');
  await checkScreens(page, 'chief@demo.test', [
    `/jobs/${job}`,
    '/',
    '/jobs',
    '/crews/1',
    '/crews/1/crew-chief-job',
    '/crews/1/check-in',
    '/crews/1/check-out',
    '/crews/1/delivery-note',
    '/crews/1/sign-off',
    '/crews/1/photos',
    '/crews/1/contact-crew-chief',
    '/crews/2',
  ]);
});

/*
 * The projects list's two switches (whose projects; open or closed) each took half the row:
 * at 390 px "Closed" was cut off, and German's "Nicht abgeschlossen" more. English is the
 * tenant's default; German has the longest labels of the seven languages.
 */

for (const words of ['en', 'de'].map(languageWords)) {
  test(`the projects filters show whole at 390 px (${words.locale})`, async ({ page }) => {
    const app = new LanguagePages(page, words);
    await app.pickOnLogin();
    await app.logIn('planner@demo.test');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/projects');
    const switches = page.getByRole('main').getByRole('radiogroup');
    await expect(switches).toHaveCount(2);
    for (const box of await switches.all()) {
      // Wider content than box: a label is clipped at the switch's edge.
      expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      const { x, width } = (await box.boundingBox())!;
      expect(x + width).toBeLessThanOrEqual(390);
    }
  });
}

/*
 * German at 390 px: the header's title took an ellipsis ("Persönlicher…") and now takes a
 * second line; in the blocked-date form "Letzter Tag (optional)" and "Beginnzeit (optional)"
 * wrap, and an error showed under one time only: each moved one box of its pair out of line
 * (17 px and more).
 */
test('the title reads whole and paired fields stay level at 390 px (de)', async ({ page }) => {
  const app = new LanguagePages(page, languageWords('de'));
  await app.pickOnLogin();
  await app.logIn('crew@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/personal-calendar');
  await expect(app.title).toHaveText('Persönlicher Kalender');
  const title = await app.title.evaluate((el) => ({
    whole: el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1,
    bottom: el.getBoundingClientRect().bottom,
    headerBottom: el.closest('header')!.getBoundingClientRect().bottom,
  }));
  expect(title.whole).toBe(true);
  expect(title.bottom).toBeLessThanOrEqual(title.headerBottom);

  await page.getByRole('main').getByRole('button', { name: 'Tage sperren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tage sperren' });
  await dialog.getByLabel('Grund').fill('Besuch');
  await dialog.getByLabel('Endzeit (optional)').fill('10:00');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    dialog.getByText(
      'Geben Sie sowohl eine Beginn- als auch eine Endzeit an oder keine von beiden.',
    ),
  ).toBeVisible();
  // The date fields are the app's own (src/app/form/DateField.tsx), marked by Mantine; the
  // time fields (src/app/form/TimeField.tsx) are text fields, found by their labels.
  const times = dialog
    .getByRole('textbox', { name: 'Beginnzeit (optional)' })
    .or(dialog.getByRole('textbox', { name: 'Endzeit (optional)' }));
  for (const fields of [dialog.locator('input[data-dates-input]'), times]) {
    const tops = await fields.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
    expect(tops).toHaveLength(2);
    expect(Math.abs(tops[0]! - tops[1]!)).toBeLessThanOrEqual(1);
  }
});
