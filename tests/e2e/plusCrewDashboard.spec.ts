import type { Page } from '@playwright/test';
import { expect, test } from './harness/test';
import { AppShell } from './pages/AppShell';
import { PlusCrewDashboardPage } from './pages/PlusCrewDashboardPage';
import { GUEST_PASSWORD, resetServer } from './support';

// The seed's first plus crew (server/seed/plusCrews.ts): 14 months of daily figures up to
// yesterday; two months back (September 2026) it passed its target border. Today is pinned
// to 2026-11-18 (harness/clock.ts).
const CREW = 'PC-1001';

test.beforeEach(async ({ request }) => {
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

  await dashboard.open('?date=2026-02-28');
  await expect(dashboard.month).toHaveText('February 2026');
  // A finished month shows its result, not a forecast.
  await expect(dashboard.figure('Bonus forecast')).toContainText('The month closed at');
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
