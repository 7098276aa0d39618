import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './harness/test';
import { openInApp, seriousViolations, waitForScreen, type Finding } from './axe';
import { WALKS, routesOf, seedIds, type Login, type SeedIds } from './a11yRoutes';
import { LoginPage } from './pages/LoginPage';
import { resetServer } from './support';

/**
 * Issue 17: axe (WCAG 2.1 A and AA) finds no serious or critical violation on any route of
 * SPEC §2, for each login type that reaches it, in the default, red and watermark tenant
 * themes. One login per login type walks its routes in one page, with axe once per route.
 */

type Theme = {
  name: string;
  mobileTheme: string | null;
  /** The theme's colour, which the app puts in `<meta name="theme-color">` (RootLayout). */
  metaColour: string;
  /** Query for every path: `theme` selects the top-menu layout of embedded use (SPEC §2). */
  query: string;
};

const THEMES: Theme[] = [
  { name: 'default', mobileTheme: null, metaColour: '#1971c2', query: '' },
  // The red scheme is the one with the extended top menu: walked embedded, as it is used.
  { name: 'red', mobileTheme: 'red', metaColour: '#c92a2a', query: 'theme=red' },
  { name: 'watermark', mobileTheme: 'watermark', metaColour: '#0b7285', query: '' },
];

/** Every route in every theme instead of the themes' sample (a full audit, not for CI). */
const ALL_THEMES = process.env.A11Y_ALL_THEMES === '1';

let ids: SeedIds;

test.beforeAll(async ({ request }) => {
  await resetServer(request);
  ids = await seedIds(request);
});

async function useTheme(request: APIRequestContext, mobileTheme: string | null): Promise<void> {
  const res = await request.post('/api/v1/__test/tenantTheme', { data: { mobileTheme } });
  expect(res.ok()).toBe(true);
}

const withQuery = (path: string, query: string) =>
  query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;

async function logIn(page: Page, login: Login | null, query: string): Promise<void> {
  if (login === null) {
    await page.goto(withQuery('/login', query));
  } else if ('link' in login) {
    await page.goto(withQuery(login.link, query));
    await expect(page).not.toHaveURL(/\/login/);
  } else {
    const screen = new LoginPage(page);
    await screen.open(query ? `?${query}` : '');
    await screen.logIn(login.email);
    await expect(page).not.toHaveURL(/\/login/);
  }
  await waitForScreen(page);
}

for (const theme of THEMES) {
  test.describe(`${theme.name} theme`, () => {
    test.beforeAll(async ({ request }) => {
      await useTheme(request, theme.mobileTheme);
    });

    for (const walk of WALKS) {
      const everything = theme.mobileTheme === null || ALL_THEMES;
      test(`axe: ${walk.who}`, async ({ page }) => {
        // A login and a dozen or more screens, each read by axe: minutes on a busy machine.
        test.setTimeout(240_000);
        const routes = routesOf(walk, ids).filter((r) => everything || r.themed);
        await logIn(page, walk.login, theme.query);
        // The walk is in the theme it names, or it would only repeat the default one.
        await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
          'content',
          theme.metaColour,
        );
        const found: Record<string, Finding[]> = {};
        for (const { path } of routes) {
          await test.step(path, async () => {
            await openInApp(page, withQuery(path, theme.query));
            await waitForScreen(page);
            const violations = await seriousViolations(page);
            if (violations.length > 0) found[path] = violations;
          });
        }
        expect(found).toEqual({});
      });
    }
  });
}
