import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './harness/test';
import { LoginPage } from './pages/LoginPage';
import { ReceiptsPage } from './pages/ReceiptsPage';
import { goOffline, goOnline, waitForServiceWorker } from './offline';
import { apiToken, appliedWrites, resetServer } from './support';
import { sha256, solidPng } from './fixtures/pngs';

test.beforeEach(async ({ request }) => {
  test.setTimeout(90_000);
  await resetServer(request);
});

async function logInClient(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.logInAtHome('client@demo.test');
}

async function apiItems<T>(request: APIRequestContext, token: string, path: string): Promise<T[]> {
  const res = await request.get(`/api/v1${path}`, {
    headers: { Type: 'MOBILE', Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: T[] }).items;
}

/** Nothing runs off a 390 px screen, and every button is a 44 px touch target. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const el of document.querySelectorAll<HTMLElement>('main *')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const text = (el.getAttribute('aria-label') ?? el.innerText ?? '').trim().slice(0, 40);
      if (box.right > width + 1 || box.left < -1) out.push(`off screen: ${text}`);
      if (el.matches('button, a') && box.height < 44 && el.closest('li, form, main') !== null) {
        if (el.matches('button') || el.closest('ul[aria-label="Receipts"]'))
          out.push(`small: ${text} ${Math.round(box.height)}px`);
      }
    }
    return out;
  });
}

test('a client finds, reads and changes the company receipts; another company’s stay hidden', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInClient(page);
  const receipts = new ReceiptsPage(page);
  await receipts.open();
  await expect(receipts.receipt('Fuel for the stage trucks')).toBeVisible();
  await expect(receipts.receipt('Hotel night, rigging crew')).toBeVisible();
  await expect(page.getByText('Confidential: other company dinner')).toHaveCount(0);
  // Each receipt with lines shows its total: 120 × €1.72 + 10 × €0.95.
  await expect(
    receipts.list.getByRole('listitem').filter({ hasText: 'Fuel for the stage trucks' }),
  ).toContainText('€215.90');
  expect(await layoutProblems(page)).toEqual([]);

  await receipts.search('gaffer');
  await expect(receipts.list.getByRole('listitem')).toHaveCount(1);
  await expect(page).toHaveURL(/q=gaffer/);
  await receipts.search('nothing like this');
  await expect(page.getByText('No receipt matches the search.')).toBeVisible();
  await receipts.search('');
  await receipts.chooseType('Lodging');
  await expect(receipts.list.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(receipts.receipt('Hotel night, rigging crew')).toBeVisible();
  await expect(receipts.list.getByRole('listitem')).toHaveCount(1);

  await receipts.open();
  await receipts.receipt('Fuel for the stage trucks').click();
  await expect(receipts.heading('Fuel for the stage trucks')).toBeVisible();
  // 120 × €1.72 + 10 × €0.95, through the one sums module.
  await expect(page.getByText('Total: €215.90')).toBeVisible();
  await receipts.expectPhotoShown('fuel-receipt.png');
  await expect(page.getByText(/Created/)).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);

  await receipts.deleteItem('AdBlue');
  await expect(page.getByText('Total: €206.40')).toBeVisible();

  // The copy opens at once, on its own page; its "No number yet" lasts only until the server
  // answers, which may be before it is drawn, so the test does not wait for it.
  const source = page.url();
  await page.getByRole('button', { name: 'Copy receipt' }).click();
  await expect(page).not.toHaveURL(source);
  await expect(receipts.pending).toHaveCount(0, { timeout: 20_000 });
  // Sent: the server gave the copy a number of its own.
  await expect(page.getByText('No number yet')).toBeHidden();
  // The server's copy has the lines the source has now.
  await expect(receipts.item('Diesel')).toBeVisible();
  await receipts.deleteReceipt();
  await expect(receipts.receipt('Fuel for the stage trucks')).toHaveCount(1);
});

test('offline, a receipt is made with two lines and a photo; online, it reaches the server once', async ({
  page,
  context,
  request,
}) => {
  const paper = solidPng('taxi-receipt.png', [240, 240, 225]);
  await logInClient(page);
  await waitForServiceWorker(page);
  const receipts = new ReceiptsPage(page);
  await receipts.open();
  await expect(receipts.receipt('Fuel for the stage trucks')).toBeVisible();

  await goOffline(context);
  await page.reload();
  await expect(receipts.receipt('Fuel for the stage trucks')).toBeVisible();
  await receipts.create('Taxi to the venue');
  await expect(page.getByText('This receipt is on this device only')).toBeVisible();
  await receipts.addItem('Taxi', '1', '24,50');
  await receipts.addItem('Tip', '1', '3');
  await receipts.takePhoto(paper);
  await expect(page.getByText('Total: €27.50')).toBeVisible();
  // Being offline is no failure: the line gives the age calmly, nothing says "failed".
  await expect(receipts.main.getByText(/the last update failed/)).toHaveCount(0);

  // Everything waits on the phone, across a reload.
  await page.reload();
  await expect(receipts.heading('Taxi to the venue')).toBeVisible();
  await expect(receipts.item('Taxi')).toBeVisible();
  await expect(receipts.item('Tip')).toBeVisible();
  await receipts.expectPhotoShown(paper.name);
  await expect(receipts.pending).toHaveCount(4);
  const posts = async () =>
    (await appliedWrites(request)).filter(
      (w) => w.method === 'POST' && w.path.startsWith('/api/v1/receipts'),
    );
  expect(await posts()).toHaveLength(0);

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(receipts.pending).toHaveCount(0, { timeout: 20_000 });
  await expect(receipts.main.getByText(/^R\d+ · /)).toBeVisible();
  await expect(receipts.item('Taxi')).toBeVisible();
  await receipts.expectPhotoShown(paper.name);

  const token = await apiToken(request, 'client@demo.test');
  const made = (
    await apiItems<{ id: number; description: string }>(request, token, '/receipts')
  ).filter((r) => r.description === 'Taxi to the venue');
  expect(made).toHaveLength(1);
  const id = made[0]!.id;
  const lines = (
    await apiItems<{ receiptId: number; description: string; amount: number }>(
      request,
      token,
      '/receiptItems',
    )
  ).filter((i) => i.receiptId === id);
  expect(lines.map((l) => [l.description, l.amount]).sort()).toEqual([
    ['Taxi', 24.5],
    ['Tip', 3],
  ]);
  const photos = (
    await apiItems<{ id: number; receiptId: number; fileName: string }>(
      request,
      token,
      '/receiptDocuments',
    )
  ).filter((d) => d.receiptId === id);
  expect(photos.map((p) => p.fileName)).toEqual([paper.name]);
  const file = await request.get(`/api/v1/receiptDocuments/${photos[0]!.id}/file`, {
    headers: { Type: 'MOBILE', Authorization: `Bearer ${token}` },
  });
  expect(sha256(Buffer.from(await file.body()))).toBe(sha256(paper.buffer));
  // One POST each: the receipt, two lines, the photo.
  expect((await posts()).map((w) => w.path.replace(/\/\d+\//, '/N/')).sort()).toEqual([
    '/api/v1/receipts',
    '/api/v1/receipts/N/documents',
    '/api/v1/receipts/N/items',
    '/api/v1/receipts/N/items',
  ]);
});
