import { expect, test } from './harness/test';
import { LoginPage } from './pages/LoginPage';
import { AppShell } from './pages/AppShell';
import { DocumentsPage } from './pages/DocumentsPage';
import { ProfilePage } from './pages/ProfilePage';
import { deviceSetting, goOffline, goOnline, logInOfflineReady } from './offline';
import { apiToken, appliedWrites, resetServer } from './support';
import { jobPushPayload } from '../../server/push';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('a document uploaded offline awaits approval, then reaches the server once, byte for byte', async ({
  page,
  context,
  request,
}) => {
  await logInOfflineReady(page);
  const documents = new DocumentsPage(page);
  await documents.open();
  const passport = documents.entry('Passport');
  const download = page.waitForEvent('download');
  // The entry's one button: "Download passport.pdf", then "Open passport.pdf".
  await passport.getByRole('button').click();
  expect((await download).suggestedFilename()).toBe('passport.pdf');
  await expect(passport.getByText('Available offline')).toBeVisible();

  await goOffline(context);
  await page.reload();
  // Kept on the device: it opens without the network.
  await expect(passport.getByText('Available offline')).toBeVisible();
  await expect(passport.getByRole('button')).toBeEnabled();
  const bytes = Buffer.from(`%PDF-1.4\n% offline scan ${Date.now()}\n%%EOF\n`, 'latin1');
  await documents.upload({
    name: 'Offline scan',
    fileName: 'offline-scan.pdf',
    mimeType: 'application/pdf',
    bytes,
  });
  const entry = documents.entry('Offline scan');
  await expect(entry.getByText('Awaiting approval')).toBeVisible();
  await expect(entry.getByText('Pending')).toBeVisible();
  const uploads = async () =>
    (await appliedWrites(request)).filter(
      (w) => w.method === 'POST' && w.path === '/api/v1/mobileDocuments',
    );
  expect(await uploads()).toHaveLength(0);

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  // Reached the server: the entry becomes the server's copy, whose file can be downloaded.
  // 'Pending' hidden alone proves nothing: it is hidden too while the entry is not drawn, or
  // when the upload came back refused ('Not accepted'), and the device's own row says
  // 'Awaiting approval' as well. Once the server's copy shows, its write is in the log.
  await expect(entry.getByRole('button', { name: 'Download offline-scan.pdf' })).toBeVisible();
  await expect(entry.getByText('On this device only until it is sent.')).toBeHidden();
  await expect(entry.getByText('Pending')).toBeHidden();
  await expect(entry.getByText('Awaiting approval')).toBeVisible();
  expect(await uploads()).toHaveLength(1);

  const headers = {
    Type: 'MOBILE',
    Authorization: `Bearer ${await apiToken(request, 'crew@demo.test')}`,
  };
  const list = (await (await request.get('/api/v1/mobileDocuments', { headers })).json()) as {
    items: { id: number; name: string; status: string; fileName: string }[];
  };
  const stored = list.items.filter((d) => d.name === 'Offline scan');
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ status: 'awaitingApproval', fileName: 'offline-scan.pdf' });
  const file = await request.get(`/api/v1/mobileDocuments/${stored[0]!.id}/file`, { headers });
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.compare(await file.body(), bytes)).toBe(0);
});

test('the map service choice survives a reload and a logout', async ({ page }) => {
  await logInOfflineReady(page);
  const profile = new ProfilePage(page);
  await profile.open();
  await expect(page.getByText('contact your accountant')).toBeVisible();
  await expect(profile.mapService('Google Maps')).toBeChecked();
  await profile.mapService('OpenStreetMap').check();
  await expect(profile.mapService('OpenStreetMap')).toBeChecked();
  // The radio shows the choice at once; the device stores it a moment later. A reload in that
  // moment (only a test is that quick) would read the old one.
  await expect.poll(() => deviceSetting(page, 'mapService')).toBe('osm');

  await page.reload();
  await expect(profile.mapService('OpenStreetMap')).toBeChecked();

  await new AppShell(page).logOut();
  const login = new LoginPage(page);
  await expect(login.heading).toBeVisible();
  await login.logIn('crew@demo.test');
  await expect(new AppShell(page).title).toHaveText('Home');
  await profile.open();
  await expect(profile.mapService('OpenStreetMap')).toBeChecked();
});

// A 1×1 white PNG.
const WHITE_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'base64',
);

test('a new profile picture made offline awaits approval, and the server keeps it pending', async ({
  page,
  context,
  request,
}) => {
  await logInOfflineReady(page);
  const profile = new ProfilePage(page);
  await profile.open();
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
  await expect(page.getByText('white background')).toBeVisible();

  await goOffline(context);
  await page
    .getByLabel('New profile picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: WHITE_PIXEL });
  const section = page.getByRole('region', { name: 'Profile picture' });
  await expect(section.getByText('Awaiting approval')).toBeVisible();
  await expect(section.getByText('Pending')).toBeVisible();

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(section.getByText('Pending')).toBeHidden();
  await expect(section.getByText('Awaiting approval')).toBeVisible();
  const headers = {
    Type: 'MOBILE',
    Authorization: `Bearer ${await apiToken(request, 'crew@demo.test')}`,
  };
  const me = (await (await request.get('/api/v1/persons/1', { headers })).json()) as {
    pictureId: number | null;
    pendingPictureId: number | null;
  };
  expect(me.pendingPictureId).not.toBeNull();
  const picture = await request.get(`/api/v1/profilePictures/${me.pendingPictureId}/file`, {
    headers,
  });
  expect(Buffer.compare(await picture.body(), WHITE_PIXEL)).toBe(0);
});

test('a calendar subscription gives an iCal feed with the jobs; deleting it asks first', async ({
  page,
  request,
}) => {
  await logInOfflineReady(page);
  const profile = new ProfilePage(page);
  await profile.open();
  await profile.createCalendarSubscription('Work phone');
  const link = profile.feedLink('Work phone');
  await expect(link).toHaveValue(/\/api\/v1\/calendar\/.+\.ics$/);
  await expect(profile.calendarSubscription('Work phone').getByText('Pending')).toBeHidden();

  const url = await link.inputValue();
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const text = await feed.text();
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain('BEGIN:VEVENT');

  await profile.deleteCalendarSubscription('Work phone');
  await expect(profile.calendarSubscription('Work phone')).toHaveCount(0);
  await expect.poll(async () => (await request.get(url)).status()).toBe(404);
});

test('subscribing this browser to push shows why the browser refused', async ({
  page,
  context,
}) => {
  // Permission granted, so the refusal comes from the push service these machines cannot reach.
  await context.grantPermissions(['notifications']);
  await logInOfflineReady(page);
  const profile = new ProfilePage(page);
  await profile.open();
  await expect(page.getByText('No device receives push notifications yet.')).toBeVisible();
  await profile.subscribeBrowser.click();
  await expect(profile.alert).toContainText(
    'This browser could not register for push notifications',
    { timeout: 20_000 },
  );
});

test('a push message reaches the service worker and shows a notification for the job', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications']);
  await logInOfflineReady(page);
  const origin = new URL(baseURL ?? '').origin;
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  // What the server sends when a job is confirmed (server/push.ts), as the push service delivers it.
  const payload = jobPushPayload('confirmed', {
    id: 42,
    projectName: 'Gala night',
    functionName: 'Rigger',
    startDate: '2026-12-01',
    startTime: '08:00',
  });
  const registrationId = await registration;
  const shown = () =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return (await reg.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        url: (n.data as { url?: string } | null)?.url,
      }));
    });
  // DevTools' delivery to the worker is now and then lost in headless Chromium (seen before
  // this test's code changed): deliver again until it shows. The notification's tag makes a
  // repeat replace it, so there is still exactly one.
  await expect(async () => {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify(payload),
    });
    await expect
      .poll(shown, { timeout: 3_000 })
      .toEqual([{ title: 'Job confirmed', body: payload.body, url: '/jobs/42' }]);
  }).toPass({ timeout: 20_000 });
});
