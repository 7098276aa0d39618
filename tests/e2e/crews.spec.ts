import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './harness/test';
import config from '../../playwright.config';
import { CrewPage } from './pages/CrewPage';
import { deviceRowCounts, goOffline, goOnline, logInOfflineReady } from './offline';
import { apiToken, resetServer } from './support';
import { fakeCameraShowing } from './fixtures/makeQrVideo';

// Crew item ids are deterministic in the seed: crew 1 "Stage crew A" holds items 1–7, the
// chief's first, then Sam Crew (crew@) as item 2.
const SAM_ITEM = 2;
const SAM = 'Sam Crew';

// The fake camera plays a QR code of Sam's crew item; written when the file loads, before
// the browser starts (launch options are fixed per worker).
test.use({
  launchOptions: fakeCameraShowing(
    `crewhub:crew-item:${SAM_ITEM}`,
    'crews-sam.y4m',
    config.use?.launchOptions,
  ),
});

type Member = { id: number; version: number; name: string; siteStatus: string };
type SiteEvent = {
  crewItemId: number;
  kind: string;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  method: string;
};

async function api(request: APIRequestContext, login: string) {
  const token = await apiToken(request, login);
  const headers = { Type: 'MOBILE', Authorization: `Bearer ${token}` };
  return {
    headers,
    members: async () =>
      (
        (await (
          await request.get('/api/v1/projectCrews/1/projectCrewItems', { headers })
        ).json()) as {
          items: Member[];
        }
      ).items,
    events: async () =>
      (
        (await (await request.get('/api/v1/projectCrews/1/siteEvents', { headers })).json()) as {
          items: SiteEvent[];
        }
      ).items,
  };
}

const allSent = (page: Page) =>
  page
    .goto('/outbox')
    .then(() => expect(page.getByText('All your changes have reached the server.')).toBeVisible());

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('(a) offline from the job pack: pre-call and check-in, replayed once and in order', async ({
  page,
  context,
  request,
}) => {
  const chief = await api(request, 'chief@demo.test');
  const [, , third, fourth] = (await chief.members()).filter((m) => m.name !== SAM);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 52.3702, longitude: 4.8952, accuracy: 15 });
  await logInOfflineReady(page, 'chief@demo.test');
  // The job pack arrives with the first sync; the crew screen was never opened online.
  await expect
    .poll(async () => (await deviceRowCounts(page, ['crewMembers']))[0])
    .toBeGreaterThan(0);

  await goOffline(context);
  await page.reload();
  const crew = new CrewPage(page);
  await crew.openCheckIn();
  await expect(crew.permissionWarning).toBeHidden();
  await crew.preCall(SAM);
  await crew.checkIn(SAM);
  await crew.checkIn(third!.name);
  await crew.preCall(fourth!.name);
  await crew.expectFlag(SAM, 'Pending');
  expect(await chief.events()).toHaveLength(0);

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await allSent(page);
  const events = await chief.events();
  // Each event once; one member's events in the order they were made (FIFO per member).
  const of = (id: number) => events.filter((e) => e.crewItemId === id).map((e) => e.kind);
  expect(events).toHaveLength(4);
  expect(of(SAM_ITEM)).toEqual(['preCall', 'checkIn']);
  expect(of(third!.id)).toEqual(['checkIn']);
  expect(of(fourth!.id)).toEqual(['preCall']);
  for (const e of events) {
    expect(e).toMatchObject({ latitude: 52.3702, longitude: 4.8952, accuracy: 15 });
  }
  await crew.open();
  await crew.expectStatus(SAM, 'Checked in');
  await crew.expectNoFlag(SAM);
});

test('(b) QR check-in with the camera; without location permission it warns and still works', async ({
  page,
  request,
}) => {
  const chief = await api(request, 'chief@demo.test');
  await logInOfflineReady(page, 'chief@demo.test');
  const crew = new CrewPage(page);
  await crew.openCheckIn();
  await expect(crew.permissionWarning).toBeVisible();
  // The live region waits in the page, empty, so a screen reader reads the message it gets.
  await expect(crew.message).toHaveText('');
  await crew.scanQrCode();
  await expect(crew.message).toHaveText(`${SAM} is checked in.`);
  await expect(page.getByRole('dialog', { name: 'Scan QR code' })).toBeHidden();
  await crew.expectStatus(SAM, 'Checked in');
  await allSent(page);
  expect(await chief.events()).toMatchObject([
    { crewItemId: SAM_ITEM, kind: 'checkIn', method: 'qr', latitude: null },
  ]);

  // Check-out by QR as well, on the check-out screen.
  await crew.openCheckOut();
  await crew.scanQrCode();
  await expect(crew.message).toHaveText(`${SAM} is checked out.`);
  await crew.expectStatus(SAM, 'Checked out');
});

test('(c) the planner changes a member meanwhile: conflict on screen, kept mine, applied once', async ({
  page,
  context,
  request,
}) => {
  const chief = await api(request, 'chief@demo.test');
  const planner = await api(request, 'planner@demo.test');
  await logInOfflineReady(page, 'chief@demo.test');
  const crew = new CrewPage(page);
  await crew.openCheckIn();

  await goOffline(context);
  await crew.checkIn(SAM);
  const sam = (await chief.members()).find((m) => m.id === SAM_ITEM)!;
  const changed = await request.post(`/api/v1/projectCrewItems/${SAM_ITEM}`, {
    headers: { ...planner.headers, 'If-Match': `"${sam.version}"` },
    data: { startTime: '09:45' },
  });
  expect(changed.status()).toBe(200);

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await crew.expectFlag(SAM, 'Conflict');
  expect(await chief.events()).toHaveLength(0);

  await page.goto('/outbox');
  await page.getByRole('button', { name: 'Resolve' }).click();
  const sheet = page.getByRole('dialog', { name: 'Resolve the conflict' });
  await expect(sheet.getByRole('group', { name: 'Server version' })).toContainText('09:45');
  await sheet.getByRole('button', { name: 'Keep mine' }).click();
  await expect(page.getByText('All your changes have reached the server.')).toBeVisible();
  expect(await chief.events()).toMatchObject([{ crewItemId: SAM_ITEM, kind: 'checkIn' }]);
  const after = (await chief.members()).find((m) => m.id === SAM_ITEM)!;
  expect(after.siteStatus).toBe('checkedIn');
  await crew.openCheckIn();
  await crew.expectStatus(SAM, 'Checked in');
  await crew.expectNoFlag(SAM);
});

test('(d) the crew screen: from the job, site menu, a rating queued and sent', async ({
  page,
  request,
}) => {
  const chief = await api(request, 'chief@demo.test');
  await logInOfflineReady(page, 'chief@demo.test');
  await page.goto(`/jobs/${(await chief.members()).find((m) => m.name === 'Alex Chief')!.id}`);
  await page.getByRole('link', { name: 'Open crew' }).click();
  const crew = new CrewPage(page);
  await expect(crew.members.first()).toBeVisible();
  for (const name of ['Check-in', 'Check-out', 'Sign-off', 'Delivery note', 'Photos']) {
    await expect(crew.siteLink(name)).toBeVisible();
  }
  await expect(crew.siteLink('Contact on site')).toHaveAttribute(
    'href',
    '/crews/1/contact-contact-on-site',
  );
  await crew.rate(SAM, 'Punctuality', 4);
  await allSent(page);
  const ratings = await request.get('/api/v1/projectCrews/1/projectCrewItemRatings', {
    headers: chief.headers,
  });
  expect(((await ratings.json()) as { items: unknown[] }).items).toEqual([
    { crewItemId: SAM_ITEM, ratingTypeId: 1, value: 4 },
  ]);
});

test('(e) a crew member sees their personal QR code on the job', async ({ page }) => {
  await logInOfflineReady(page, 'crew@demo.test');
  await page.goto(`/jobs/${SAM_ITEM}`);
  await expect(page.getByRole('img', { name: 'QR code for check-in and check-out' })).toBeVisible();
});
