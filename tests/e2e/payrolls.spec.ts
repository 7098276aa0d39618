import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './harness/test';
import { AppShell } from './pages/AppShell';
import { PayrollsPage } from './pages/PayrollsPage';
import { goOffline, goOnline, logInOfflineReady } from './offline';
import { apiToken, appliedWrites, resetServer } from './support';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

type ServerPayroll = { id: number; number: string; status: string; publicToken: string };

async function serverGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await apiToken(request, 'crew@demo.test');
  const res = await request.get(`/api/v1${path}`, {
    headers: { Type: 'MOBILE', Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

/** The names of the rows of one Dexie table, read straight from IndexedDB. */
const keptFiles = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('crew-hub');
        open.onerror = () => reject(new Error('cannot open crew-hub'));
        open.onsuccess = () => {
          const keys = open.result.transaction('files').objectStore('files').getAllKeys();
          keys.onsuccess = () => {
            open.result.close();
            resolve(keys.result.map(String));
          };
        };
      }),
  );

test('payrolls and their items show offline after a reload', async ({ page, context }) => {
  await logInOfflineReady(page);
  const payrolls = new PayrollsPage(page);
  await payrolls.open();
  await expect(payrolls.payrolls).toHaveCount(12);
  await payrolls.openFirstPayroll();
  const items = await payrolls.items.count();
  expect(items).toBeGreaterThan(3);

  await goOffline(context);
  await page.reload();
  await expect(payrolls.items).toHaveCount(items);
  await expect(page.getByText('Documents', { exact: true })).toBeVisible();
  await page.goto('/payrolls');
  await expect(payrolls.payrolls).toHaveCount(12);
  await expect(payrolls.lastSynced).toBeVisible();
});

test('an item declined offline is pending, then reaches the server once with its to-do', async ({
  page,
  context,
  request,
}) => {
  await logInOfflineReady(page);
  const payrolls = new PayrollsPage(page);
  await payrolls.open();
  await payrolls.openFirstPayroll();
  const itemId = await payrolls.openFirstItem();

  await goOffline(context);
  await page.reload();
  await page.getByRole('button', { name: 'Decline this item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline payroll item' });
  await dialog.getByRole('button', { name: 'Decline item' }).click();
  await expect(dialog.getByText('Give a reason for declining this item.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await payrolls.decline('I was not on site that day');
  await expect(page.getByText('Declined', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByText('Reason: I was not on site that day')).toBeVisible();
  const declines = async () =>
    (await appliedWrites(request)).filter(
      (w) => w.path === `/api/v1/payrollItems/${itemId}/decline`,
    );
  expect(await declines()).toHaveLength(0);

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText('Pending', { exact: true })).toBeHidden();
  expect(await declines()).toHaveLength(1);
  const activities = await serverGet<{ items: { type: string; body: string }[] }>(
    request,
    `/payrollItems/${itemId}/activities`,
  );
  expect(activities.items).toEqual([
    expect.objectContaining({ type: 'TODO_PAYROLL_ITEM', body: 'I was not on site that day' }),
  ]);
});

test('a payslip downloaded once opens offline', async ({ page, context }) => {
  await logInOfflineReady(page);
  const payrolls = new PayrollsPage(page);
  await payrolls.open();
  await payrolls.openFirstPayroll();
  await page.getByRole('link', { name: 'Payslip', exact: true }).click();
  await expect(payrolls.title).toHaveText('Payroll download');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download Payslip / }).click();
  expect((await download).suggestedFilename()).toMatch(/^payslip-PR-\d{6}-0001\.pdf$/);
  await expect(page.getByText('Available offline')).toBeVisible();
  // Only the payslip of the payroll files (the documents' pull keeps their PDFs too).
  expect((await keptFiles(page)).filter((path) => path.includes('/payrolls/'))).toEqual([
    expect.stringMatching(/^\/payrolls\/\d+\/download\/PAYSLIP$/),
  ]);

  await goOffline(context);
  await page.reload();
  await expect(page.getByText('Available offline')).toBeVisible();
  const again = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Open Payslip / }).click();
  expect((await again).suggestedFilename()).toMatch(/\.pdf$/);
});

test('a public payroll link works without login; a wrong token finds nothing', async ({
  page,
  request,
}) => {
  const { items } = await serverGet<{ items: ServerPayroll[] }>(request, '/payrolls');
  const payroll = items[0]!;
  await page.goto(`/public/payrolls/${payroll.number}?token=${payroll.publicToken}`);
  await expect(page.getByRole('heading', { name: 'Payroll', level: 1 })).toBeVisible();
  await expect(page.getByText(payroll.number, { exact: false })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Payroll items' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);

  await page.goto(`/public/payrolls?token=${payroll.publicToken}`);
  await expect(page.getByText(payroll.number, { exact: false })).toBeVisible();

  await page.goto(`/public/payrolls/${payroll.number}?token=not-the-right-token-123`);
  await expect(page.getByText('Payrolls not found')).toBeVisible();
  await page.goto(`/public/payrolls/${payroll.number}`);
  await expect(page.getByText('Payrolls not found')).toBeVisible();
});

test('contracts, crew info and trainings read offline after one visit', async ({
  page,
  context,
}) => {
  await logInOfflineReady(page);
  const title = new AppShell(page).title;
  await page.goto('/contracts');
  await expect(page.getByRole('list', { name: 'Contracts' }).getByRole('listitem')).toHaveCount(2);
  await page.goto('/crew-info');
  await expect(page.getByRole('article')).toHaveCount(5);
  await page.goto('/trainings');
  await expect(page.getByRole('list', { name: 'Trainings' }).getByRole('listitem')).toHaveCount(4);

  await goOffline(context);
  await page.goto('/contracts');
  await page.getByRole('link', { name: /^Flex contract \d{4} Current/ }).click();
  await expect(title).toHaveText('Contract');
  await expect(page.getByText('Vacation account')).toBeVisible();
  await expect(page.getByText('14.5 days')).toBeVisible();
  await page.goto('/contracts/999');
  await expect(page.getByText('Contract not found')).toBeVisible();
  await page.goto('/crew-info');
  const safety = page.getByRole('article').filter({ hasText: 'Safety briefing' });
  await expect(safety).toContainText('Safety shoes are required');
  expect(await safety.locator('script, [onerror]').count()).toBe(0);
  await page.goto('/trainings');
  await expect(page.getByText('Forklift licence refresh')).toBeVisible();
});
