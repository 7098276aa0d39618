import type { Page } from '@playwright/test';
import { expect, test } from './harness/test';
import { deviceRowCounts, goOffline, goOnline, logInOfflineReady } from './offline';
import { appliedWrites, resetServer } from './support';
import { DeliveryNotePage } from './pages/DeliveryNotePage';
import { SignOffPage } from './pages/SignOffPage';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

/** Waits until the job pack's paperwork is on the device (pulled after login). */
async function waitForPaperwork(page: Page): Promise<void> {
  await expect
    .poll(
      async () =>
        (await deviceRowCounts(page, ['deliveryNotes', 'crewChiefSheets', 'signOffs'])).every(
          (n) => n > 0,
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
}

const paperworkWrites = async (request: Parameters<typeof appliedWrites>[0]) =>
  (await appliedWrites(request))
    .filter((w) => w.method === 'POST' && w.path.startsWith('/api/v1/projectCrews/1/'))
    .map((w) => w.path.replace('/api/v1/projectCrews/1/', ''));

test('offline without opening the screens: release, sign, send, sign off; applied once, in order', async ({
  page,
  context,
  request,
}) => {
  await logInOfflineReady(page, 'chief@demo.test');
  await waitForPaperwork(page);

  await goOffline(context);
  await page.reload();
  const note = new DeliveryNotePage(page);
  await note.open();
  await expect(page.getByRole('table', { name: 'Delivery note lines' })).toContainText('Sam Crew');
  await note.releaseDeliveryNote();
  await expect(note.step('Released on this device, not sent yet')).toBeVisible();
  await note.signDeliveryNote('Robin Venue');
  // Signed here, not sent: the screen must never read as if the server had it.
  await expect(note.step('Signed on this device, not sent yet')).toContainText('Pending');
  await expect(note.step('Signed')).toHaveCount(0);
  await note.sendDeliveryNote();
  await expect(note.step('Sending is queued on this device, not sent yet')).toBeVisible();
  await expect(note.step('Sent')).toHaveCount(0);

  const signOff = new SignOffPage(page);
  await signOff.open();
  await expect(signOff.permissionWarning).toBeVisible();
  await signOff.signOffHours({ 'Sam Crew': { paid: 7.5, charged: 8.25 } });
  await signOff.confirmSignOff();
  await expect(page.getByText('Confirmed on this device, not sent yet.')).toBeVisible();
  expect(await paperworkWrites(request)).toEqual([]);

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.goto('/outbox');
  await expect(page.getByText('All your changes have reached the server.')).toBeVisible({
    timeout: 15_000,
  });
  // Each entity's steps once and in order (different entities may travel side by side).
  const writes = await paperworkWrites(request);
  expect(writes.filter((w) => w.startsWith('deliveryNote/'))).toEqual([
    'deliveryNote/release',
    'deliveryNote/signed',
    'deliveryNote/signed/send',
  ]);
  expect(writes.filter((w) => !w.startsWith('deliveryNote/'))).toEqual([
    'setProposedPaidChargedHours',
    'digitalConfirm',
  ]);

  await note.open();
  await expect(note.step('Released')).toBeVisible();
  await expect(note.step('Signed')).toBeVisible();
  await expect(note.step('Sent')).toBeVisible();
  const pdf = await note.downloadSignedPdf();
  expect(pdf.name).toMatch(/-signed\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await signOff.open();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(signOff.hoursInput('Paid', 'Sam Crew')).toHaveValue('7.5');
  await expect(signOff.hoursInput('Paid', 'Sam Crew')).toBeDisabled();
});

test('the crew chief sheet is released once and kept for offline reading', async ({
  page,
  context,
  request,
}) => {
  await logInOfflineReady(page, 'chief@demo.test');
  const note = new DeliveryNotePage(page);
  await note.open();
  await note.releaseCrewChiefSheet();
  await expect(page.getByText('Available offline')).toBeVisible();
  await expect.poll(async () => paperworkWrites(request)).toEqual(['crewChiefSheet/release']);

  await goOffline(context);
  await page.reload();
  const sheet = page.getByRole('region', { name: 'Crew chief sheet' });
  await expect(sheet.getByText('Released', { exact: true })).toBeVisible();
  await expect(sheet.getByText('Available offline')).toBeVisible();
});

test('the signature needs a name and a drawing, with clear messages', async ({ page }) => {
  await logInOfflineReady(page, 'chief@demo.test');
  const note = new DeliveryNotePage(page);
  await note.open();
  await note.releaseDeliveryNote();
  await page.getByLabel('Name of the signer').fill('');
  await page.getByRole('button', { name: 'Sign delivery note' }).click();
  await expect(page.getByText('Enter the name of the person who signs.')).toBeVisible();
  await expect(page.getByText('Draw the signature, or type the name to sign.')).toBeVisible();
  await expect(note.step("Sign: the client's contact signs on this phone")).toBeVisible();
});
