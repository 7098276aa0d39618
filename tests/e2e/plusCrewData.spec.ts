import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './harness/test';
import { goOffline, goOnline, waitForServiceWorker } from './offline';
import { PlusCrewDataPage } from './pages/PlusCrewDataPage';
import { LoginPage } from './pages/LoginPage';
import { appliedWrites, GUEST_PASSWORD, resetServer } from './support';
import { DEMO_PLUS_CREW_NUMBER } from '../../server/seed/demoLogins';

/**
 * Issue 16, the plus-crew data screen: the guest types in the day's figures offline and they
 * reach the server once; the field rules; the planner's list and settings. Today is pinned to
 * 2026-11-18 (harness/clock.ts): the seed leaves it without figures, yesterday has them.
 */
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ request }) => {
  test.setTimeout(120_000);
  await resetServer(request);
});

/** The crew's figures of one type on one day, as the server has them. */
async function serverFigures(
  request: APIRequestContext,
  valueTypeId: number,
  day: string,
): Promise<number[]> {
  const login = await request.post('/api/v1/auth/token', {
    headers: { Type: 'MOBILE' },
    data: { plusCrewNumber: DEMO_PLUS_CREW_NUMBER, password: GUEST_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const res = await request.get(
    `/api/v1/plusCrewValueDatas?plusCrewId=1&valueTypeId=${valueTypeId}&dateFrom=${day}&dateTo=${day}`,
    { headers: { Type: 'MOBILE', Authorization: `Bearer ${token}` } },
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: { amount: number }[] }).items.map((d) => d.amount);
}

/** Nothing runs off a 390 px screen sideways. */
async function fitsTheScreen(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a plus-crew guest enters a day offline; after a reload and going online the server has it once', async ({
  page,
  context,
  request,
}) => {
  const data = new PlusCrewDataPage(page);
  await data.logInByUrl(DEMO_PLUS_CREW_NUMBER, GUEST_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/plus-crews/${DEMO_PLUS_CREW_NUMBER}$`));
  await waitForServiceWorker(page);
  await data.open(DEMO_PLUS_CREW_NUMBER);
  await expect(data.accountNote).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expect(data.row(/17 Nov/)).toBeVisible();
  await expect(data.row(/18 Nov/)).toHaveCount(0);
  await fitsTheScreen(page);

  await goOffline(context);
  await data.addDay({ turnover: '1234.50', hours: '7.5' });
  const today = data.row(/18 Nov/);
  await expect(today).toContainText('1,234.50');
  await expect(today).toContainText('7.5');
  await expect(today.getByText('Pending')).toBeVisible();

  await page.reload();
  await expect(today.getByText('Pending')).toBeVisible();
  await expect(today).toContainText('1,234.50');

  await goOnline(context);
  await expect(today.getByText('Pending')).toHaveCount(0, { timeout: 30_000 });
  expect(await serverFigures(request, 3, '2026-11-18')).toEqual([1234.5]);
  expect(await serverFigures(request, 4, '2026-11-18')).toEqual([7.5]);
  const adds = (await appliedWrites(request)).filter(
    (w) => w.method === 'POST' && w.path.endsWith('/plusCrewValueDatas'),
  );
  expect(adds.map((w) => w.status)).toEqual([201, 201]);
});

test('the field rules show on the field; a day is corrected and deleted after a confirmation', async ({
  page,
  request,
}) => {
  const data = new PlusCrewDataPage(page);
  await data.logInByUrl(DEMO_PLUS_CREW_NUMBER, GUEST_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/plus-crews/${DEMO_PLUS_CREW_NUMBER}$`));
  await data.open(DEMO_PLUS_CREW_NUMBER);
  await expect(data.row(/17 Nov/)).toBeVisible();

  await data.addDay({ turnover: '-5', hours: '1001' });
  await expect(data.fieldError('Must not be negative.')).toBeVisible();
  await expect(data.fieldError('At most 1,000 hours a day.')).toBeVisible();
  await data.dialog.getByLabel('Turnover').fill('12,5x');
  await data.dialog.getByRole('button', { name: 'Save' }).click();
  await expect(data.fieldError('Enter a number, e.g. 1,250.50.')).toBeVisible();
  await data.dialog.getByRole('button', { name: 'Cancel' }).click();

  // Correcting yesterday's turnover: the hours stay as they were.
  await data
    .row(/17 Nov/)
    .getByRole('button', { name: /17 Nov/ })
    .click();
  await data.dialog.getByLabel('Turnover').fill('999');
  await data.dialog.getByRole('button', { name: 'Save' }).click();
  await expect(data.row(/17 Nov/)).toContainText('999.00');
  await expect(data.row(/17 Nov/).getByText('Pending')).toHaveCount(0, { timeout: 30_000 });
  expect(await serverFigures(request, 3, '2026-11-17')).toEqual([999]);
  expect(await serverFigures(request, 4, '2026-11-17')).toHaveLength(1);

  await data
    .row(/17 Nov/)
    .getByRole('button', { name: /17 Nov/ })
    .click();
  await data.dialog.getByRole('button', { name: 'Delete the day' }).click();
  await page
    .getByRole('dialog', { name: 'Delete the day?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(data.row(/17 Nov/)).toHaveCount(0);
  await expect.poll(() => serverFigures(request, 3, '2026-11-17'), { timeout: 30_000 }).toEqual([]);
});

test('a planner lists the plus crews and changes a crew’s target border', async ({
  page,
  request,
}) => {
  const login = new LoginPage(page);
  await login.logInAtHome('planner@demo.test');
  await page.goto('/plus-crews');
  const list = page.getByRole('main').getByRole('list', { name: 'Plus crews' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await fitsTheScreen(page);

  await page.goto(`/plus-crews/${DEMO_PLUS_CREW_NUMBER}/settings`);
  const border = page.getByRole('main').getByRole('region', { name: 'Target Border' });
  await expect(border.getByLabel('Amount')).toHaveValue('60000');
  await border.getByLabel('Amount').fill('-1');
  await border.getByRole('button', { name: 'Save' }).click();
  await expect(border.getByText('Must not be negative.')).toBeVisible();
  // The button stays level with the field's box; lined up at the bottom, it sat beside the
  // error below the box once one showed.
  const amountBox = await border.getByLabel('Amount').boundingBox();
  const saveBox = await border.getByRole('button', { name: 'Save' }).boundingBox();
  expect(Math.abs(saveBox!.y - amountBox!.y)).toBeLessThanOrEqual(1);
  await border.getByLabel('Amount').fill('65000');
  await border.getByRole('button', { name: 'Save' }).click();
  // The server has it, once, before the reload: "no Pending badge" also holds in the moment
  // before the badge first shows (the reload then came before the save was sent).
  await expect
    .poll(async () => (await appliedWrites(request)).filter((w) => w.status < 300).length, {
      timeout: 30_000,
    })
    .toBe(1);
  await expect(border.getByText('Pending')).toHaveCount(0, { timeout: 30_000 });
  await page.reload();
  await expect(border.getByLabel('Amount')).toHaveValue('65000');
  await fitsTheScreen(page);
});
