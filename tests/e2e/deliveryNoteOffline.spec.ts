import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './harness/test';
import { deviceRowCounts, goOffline, goOnline, logInOfflineReady } from './offline';
import { apiToken, resetServer } from './support';
import { DeliveryNotePage } from './pages/DeliveryNotePage';

/**
 * The delivery-note PDF is offline wherever its screen is: on a fresh device that never opened
 * the note, and after a release made on this device reached the server.
 */
test.beforeEach(async ({ request }) => {
  await resetServer(request);
  await confirmHoursElsewhere(request);
});

/**
 * A note is released only once every member has confirmed hours (issue 12): the chief's other
 * device confirms crew 1's hours on the server first, so this device pulls a releasable note.
 */
async function confirmHoursElsewhere(request: APIRequestContext): Promise<void> {
  const token = await apiToken(request, 'chief@demo.test');
  const headers = { Type: 'MOBILE', Authorization: `Bearer ${token}` };
  const path = '/api/v1/projectCrews/1/setProposedPaidChargedHours';
  const signOff = (await (await request.get(path, { headers })).json()) as {
    lines: { crewItemId: number }[];
  };
  const lines = signOff.lines.map((l) => ({
    crewItemId: l.crewItemId,
    paidHours: 8,
    chargedHours: 8,
    reason: 'Planned shift',
  }));
  const res = await request.post(path, {
    headers: { ...headers, 'Idempotency-Key': 'hours-elsewhere-1' },
    data: { lines },
  });
  expect(res.status()).toBe(200);
}

/** Another device of the chief releases crew 1's delivery note on the server. */
async function releaseElsewhere(request: APIRequestContext): Promise<void> {
  const token = await apiToken(request, 'chief@demo.test');
  const headers = { Type: 'MOBILE', Authorization: `Bearer ${token}` };
  const note = (await (
    await request.get('/api/v1/projectCrews/1/deliveryNote', { headers })
  ).json()) as { version: number };
  const res = await request.post('/api/v1/projectCrews/1/deliveryNote/release', {
    headers: {
      ...headers,
      'If-Match': `"${note.version}"`,
      'Idempotency-Key': 'release-elsewhere-1',
    },
  });
  expect(res.status()).toBe(200);
}

const PDF_PATH = '/projectCrews/1/deliveryNote/download';

/** Whether the device keeps the file under `path` (the files table, read with raw IndexedDB). */
function deviceHasFile(page: Page, path: string): Promise<boolean> {
  return page.evaluate(
    (key) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('crew-hub');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const idb = open.result;
          if (!idb.objectStoreNames.contains('files')) {
            idb.close();
            resolve(false);
            return;
          }
          const req = idb.transaction('files').objectStore('files').getKey(key);
          req.onsuccess = () => {
            idb.close();
            resolve(req.result !== undefined);
          };
          req.onerror = () => {
            idb.close();
            resolve(false);
          };
        };
      }),
    path,
  );
}

/** Opens the kept PDF offline and checks it is a PDF. */
async function openPdfOffline(page: Page): Promise<void> {
  const note = new DeliveryNotePage(page);
  await note.open();
  const button = page.getByRole('button', { name: 'Open Delivery note PDF' });
  await expect(button).toBeEnabled();
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

test('a fresh device has the released delivery note PDF offline', async ({
  page,
  context,
  request,
}) => {
  await releaseElsewhere(request);
  await logInOfflineReady(page, 'chief@demo.test');
  await expect.poll(() => deviceHasFile(page, PDF_PATH), { timeout: 15_000 }).toBe(true);
  await goOffline(context);
  await page.reload();
  await openPdfOffline(page);
});

test('a release made here keeps the PDF once the server has it', async ({ page, context }) => {
  await logInOfflineReady(page, 'chief@demo.test');
  await expect
    .poll(async () => (await deviceRowCounts(page, ['deliveryNotes']))[0], { timeout: 15_000 })
    .toBeGreaterThan(0);
  await goOffline(context);
  await page.reload();
  const note = new DeliveryNotePage(page);
  await note.open();
  await note.releaseDeliveryNote();
  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(note.step('Released')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Available offline')).toBeVisible({ timeout: 15_000 });
  await goOffline(context);
  await page.reload();
  await openPdfOffline(page);
});

test('the signed PDF is offline once the signature reached the server', async ({
  page,
  context,
}) => {
  await logInOfflineReady(page, 'chief@demo.test');
  const note = new DeliveryNotePage(page);
  await note.open();
  await note.releaseDeliveryNote();
  await note.signDeliveryNote('Robin Venue');
  await expect(note.step('Signed')).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => deviceHasFile(page, '/projectCrews/1/deliveryNote/signed/download'), {
      timeout: 15_000,
    })
    .toBe(true);
  await goOffline(context);
  await page.reload();
  await note.open();
  const pdf = await note.downloadSignedPdf();
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
