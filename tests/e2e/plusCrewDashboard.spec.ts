import type { Page } from '@playwright/test';
import { expect, test } from './harness/test';
import { goOnline, reloadOfflineWithWorkerFile } from './offline';
import { AppShell } from './pages/AppShell';
import { PlusCrewDashboardPage } from './pages/PlusCrewDashboardPage';
import { PlusCrewDataPage } from './pages/PlusCrewDataPage';
import { GUEST_PASSWORD, resetServer } from './support';

// The seed's first plus crew (server/seed/plusCrews.ts): 14 months of daily figures up to
// yesterday; two months back (September 2026) it passed its target border. Today is pinned
// to 2026-11-18 (harness/clock.ts).
const CREW = 'PC-1001';

// The phone a plus crew types its figures on: the charts must fit it.
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ request }) => {
  // Each test opens the dashboard several times, charts included: slow on a busy machine.
  test.setTimeout(120_000);
  await resetServer(request);
});

async function logInAsCrewGuest(page: Page): Promise<void> {
  // The login link a plus crew is given (SPEC §5); the segmented login form is covered
  // by the login specs.
  await page.goto(`/login?PCID=${CREW}&Password=${GUEST_PASSWORD}`);
  await expect(new AppShell(page).title).not.toHaveText('Login');
}

test('an impossible date in the query shows today, a real one its month', async ({ page }) => {
  await logInAsCrewGuest(page);
  const dashboard = new PlusCrewDashboardPage(page, CREW);

  await dashboard.open('?date=2026-02-30');
  await expect(dashboard.month).toHaveText('November 2026');
  await dashboard.expectFigures();
  // Nothing runs off a 390 px screen sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await dashboard.open('?date=2026-02-28');
  await expect(dashboard.month).toHaveText('February 2026');
  // A finished month shows its result, not a forecast.
  await expect(dashboard.figure('Bonus forecast')).toContainText('The month closed at');

  // The seed's empty month (server/seed/plusCrews.ts, seven months back): nothing to chart.
  await dashboard.open('?date=2026-04-15');
  await expect(dashboard.month).toHaveText('April 2026');
  await expect(dashboard.main).toContainText('No figures were entered for this month.');
  await expect(dashboard.figure('Bonus forecast')).toHaveCount(0);
});

test('switching months changes the query and the charts', async ({ page }) => {
  await logInAsCrewGuest(page);
  const dashboard = new PlusCrewDashboardPage(page, CREW);
  await dashboard.open();
  await expect(dashboard.month).toHaveText('November 2026');
  await dashboard.expectFigures();
  // The running month is projected from its run rate.
  await expect(dashboard.figure('Bonus forecast')).toContainText('per working day');
  const november = await dashboard.chart('Road to go').getAttribute('aria-label');
  await expect(dashboard.chart('Bonus forecast').locator('.recharts-line')).toHaveCount(2);

  await dashboard.previousMonth();
  await expect(page).toHaveURL(/[?&]date=2026-10-01(&|$)/);
  await expect(dashboard.month).toHaveText('October 2026');
  await expect(dashboard.figure('Bonus forecast')).toContainText('The month closed at');
  await expect(dashboard.chart('Road to go')).not.toHaveAttribute('aria-label', november ?? '');

  // September is outside the months the device keeps: it is fetched when opened. The crew
  // passed its border that month.
  await dashboard.previousMonth();
  await expect(page).toHaveURL(/[?&]date=2026-09-01(&|$)/);
  await expect(dashboard.month).toHaveText('September 2026');
  await expect(dashboard.figure('Bonus forecast')).toContainText('above the target border');
  await expect(dashboard.figure('Road to go')).toContainText('Target met');

  await dashboard.nextMonth();
  await dashboard.nextMonth();
  await expect(dashboard.month).toHaveText('November 2026');
  await expect(page).toHaveURL(/[?&]date=2026-11-18(&|$)/);
});

test('a missing value type shows the stored error and no figures', async ({ page, request }) => {
  const res = await request.post('/api/v1/__test/plusCrewValueTypes/hide', {
    data: { caption: 'Staff Hours' },
  });
  expect(res.ok()).toBe(true);
  await logInAsCrewGuest(page);
  const dashboard = new PlusCrewDashboardPage(page, CREW);
  await dashboard.open();
  await expect(dashboard.error).toContainText('Required value types not found');
  await expect(dashboard.error).toContainText('Staff Hours');
  await expect(dashboard.figure('Bonus forecast')).toHaveCount(0);
});

test('a day typed in offline moves the dashboard, before and after it is sent', async ({
  page,
  context,
}) => {
  await logInAsCrewGuest(page);
  const dashboard = new PlusCrewDashboardPage(page, CREW);
  await expect(page).toHaveURL(new RegExp(`/plus-crews/${CREW}$`));
  await dashboard.expectFigures();
  const speed = dashboard.figure('Team speed');
  const before = await speed.textContent();

  // The dashboard and its charts are not in the precache: the worker fetches them at login, so
  // started offline the dashboard still opens with its charts.
  await reloadOfflineWithWorkerFile(page, context, /\/assets\/vendor-charts-/);
  await dashboard.expectFigures();
  await page.getByRole('link', { name: 'Daily figures' }).click();
  const data = new PlusCrewDataPage(page);
  await data.addDay({ turnover: '1234.50', hours: '7.5' });
  await expect(data.row(/18 Nov/).getByText('Pending')).toBeVisible();
  await page.goBack();
  await dashboard.expectFigures();
  await expect(speed).not.toHaveText(before ?? '');
  const offline = await speed.textContent();

  // Once sent, the server's copy of the day replaces the local one: the same figures.
  await goOnline(context);
  await page.getByRole('link', { name: 'Daily figures' }).click();
  await expect(data.row(/18 Nov/).getByText('Pending')).toHaveCount(0, { timeout: 30_000 });
  await page.goBack();
  await expect(speed).toHaveText(offline ?? '');
});
