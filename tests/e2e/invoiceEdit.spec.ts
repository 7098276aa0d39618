import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './harness/test';
import { InvoicesPage } from './pages/InvoicesPage';
import { LoginPage } from './pages/LoginPage';
import { goOffline, goOnline, waitForServiceWorker } from './offline';
import { apiToken, appliedWrites, resetServer } from './support';

/** The demo client has invoices READ, CREATE and EDIT (server/rights.ts). */
test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

type ApiInvoice = { number: string; description: string; amountCents: number };

async function serverInvoices(request: APIRequestContext, search: string): Promise<ApiInvoice[]> {
  const token = await apiToken(request, 'client@demo.test');
  const res = await request.get(`/api/v1/invoices?search=${encodeURIComponent(search)}`, {
    headers: { Type: 'MOBILE', Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: ApiInvoice[] }).items;
}

test('offline, a client makes an invoice with two lines; online it reaches the server once, then an edited line changes the total', async ({
  page,
  context,
  request,
}) => {
  // Two reloads, an offline create, a replay and an edit: more than the default 30 s under load.
  test.setTimeout(90_000);
  const login = new LoginPage(page);
  await login.logInAtHome('client@demo.test');
  await waitForServiceWorker(page);
  const invoices = new InvoicesPage(page);
  await invoices.openList();
  await expect(invoices.row('INV-2026-1001')).toBeVisible();

  await goOffline(context);
  await page.reload();
  await expect(invoices.row('INV-2026-1001')).toBeVisible();
  await invoices.startNewInvoice('Stage extension');
  // 2 x 450.00 at 21% and 6 x 12.50 at 9%: 900 + 189 + 75 + 6.75
  await invoices.fillLine(1, { description: 'Riggers', quantity: '2', unitPrice: '450' });
  await invoices.fillLine(2, {
    description: 'Lunch',
    quantity: '6',
    unitPrice: '12.50',
    vatRate: '9',
  });
  await expect(invoices.dialog.getByLabel('Totals').getByText('€1,170.75')).toBeVisible();
  await invoices.save('Create invoice');

  await expect(invoices.heading).toHaveText('New invoice');
  await expect(invoices.pending).toBeVisible();
  await expect(invoices.items).toHaveCount(2);
  await expect(invoices.totals.getByText('€1,170.75')).toBeVisible();
  // It waits on the phone, across a reload.
  await page.reload();
  await expect(invoices.heading).toHaveText('New invoice');
  await expect(invoices.items).toHaveCount(2);
  const posts = async () =>
    (await appliedWrites(request)).filter(
      (w) => w.method === 'POST' && w.path === '/api/v1/invoices',
    );
  expect(await posts()).toHaveLength(0);

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(invoices.heading).toHaveText(/^INV-2026-\d+$/, { timeout: 20_000 });
  await expect(invoices.pending).toHaveCount(0);
  await expect(invoices.items).toHaveCount(2);
  const made = await serverInvoices(request, 'Stage extension');
  expect(made).toHaveLength(1);
  expect(made[0]!.amountCents).toBe(117_075);
  expect(await posts()).toHaveLength(1);
  await expect(invoices.heading).toHaveText(made[0]!.number);

  // Lunch for 10 instead of 6: 1,089.00 + 125.00 + 11.25
  await invoices.startEdit();
  await invoices.fillLine(2, { quantity: '10' });
  await expect(invoices.dialog.getByLabel('Totals').getByText('€1,225.25')).toBeVisible();
  await invoices.save('Save changes');
  await expect(invoices.dialog).toHaveCount(0);
  await expect(invoices.totals.getByText('€1,225.25')).toBeVisible();
  await expect(invoices.pending).toHaveCount(0, { timeout: 20_000 });
  await expect
    .poll(async () => (await serverInvoices(request, 'Stage extension'))[0]?.amountCents)
    .toBe(122_525);
  await expect(invoices.main.getByText('Invoice changed')).toBeVisible();
});

test('a paid invoice offers no edit, and a bad line keeps what was typed with its message', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const login = new LoginPage(page);
  await login.logInAtHome('client@demo.test');
  const invoices = new InvoicesPage(page);
  await invoices.openInvoice('INV-2026-1003');
  await expect(invoices.heading).toHaveText('INV-2026-1003');
  await expect(
    invoices.main.getByText('A paid or cancelled invoice cannot be changed.'),
  ).toBeVisible();
  await expect(invoices.main.getByRole('button', { name: 'Edit invoice' })).toHaveCount(0);

  await invoices.openInvoice('INV-2026-1001');
  await invoices.startEdit();
  await invoices.fillLine(1, { quantity: '0', unitPrice: '1.234' });
  await invoices.save('Save changes');
  const line = invoices.line(1);
  await expect(
    line.getByText('Enter a quantity other than 0, with at most 3 decimals, e.g. 1.5.'),
  ).toBeVisible();
  await expect(
    line.getByText('Enter a price of 0 or more, with at most 2 decimals, e.g. 12.50.'),
  ).toBeVisible();
  await expect(line.getByRole('textbox', { name: 'Unit price' })).toHaveValue('1.234');
  // Two columns at 390 px, not three (103 px each): a long figure shows whole in its box and
  // its message wraps by words, not mid-word ("Nachkommastellen" in German).
  for (const name of ['Quantity', 'Unit price', 'VAT %']) {
    const field = await line.getByRole('textbox', { name }).boundingBox();
    expect(field!.width).toBeGreaterThanOrEqual(144);
  }
  // Nothing is cut off on a phone: the dialog is no wider than the screen.
  const box = await invoices.dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  await invoices.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(invoices.dialog).toHaveCount(0);
});
