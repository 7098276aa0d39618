import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './harness/test';
import config from '../../playwright.config';
import { CrewPage } from './pages/CrewPage';
import { DeliveryNotePage } from './pages/DeliveryNotePage';
import { PhotosPage } from './pages/PhotosPage';
import { SignOffPage } from './pages/SignOffPage';
import { deviceRowCounts, goOffline, goOnline, logInOfflineReady } from './offline';
import { apiToken, appliedWrites, resetServer } from './support';
import { fakeCameraShowing } from './fixtures/makeQrVideo';
import { sha256, solidPng } from './fixtures/pngs';

// Crew 1 "Stage crew A" is the chief's crew today; Sam Crew (crew@) is its crew item 2, and
// the fake camera shows Sam's personal QR code.
const SAM_ITEM = 2;
const SAM = 'Sam Crew';
test.use({
  launchOptions: fakeCameraShowing(
    `crewhub:crew-item:${SAM_ITEM}`,
    'site-day-sam.y4m',
    config.use?.launchOptions,
  ),
});

type Member = { id: number; name: string };
type SiteEvent = { crewItemId: number; kind: string; method: string; latitude: number | null };
type Photo = { id: number; fileName: string; sha256: string };

async function chiefApi(request: APIRequestContext) {
  const headers = {
    Type: 'MOBILE',
    Authorization: `Bearer ${await apiToken(request, 'chief@demo.test')}`,
  };
  const get = async <T>(path: string) =>
    (
      (await (await request.get(`/api/v1/projectCrews/1/${path}`, { headers })).json()) as {
        items: T[];
      }
    ).items;
  return {
    headers,
    members: () => get<Member>('projectCrewItems'),
    events: () => get<SiteEvent>('siteEvents'),
    photos: () => get<Photo>('photos'),
  };
}

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('a whole site day offline: pre-call, check-in (one by QR), photos, check-out, sign-off, delivery note; each once, in order', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const chief = await chiefApi(request);
  const others = (await chief.members()).filter((m) => m.name !== SAM).slice(0, 4);
  const five = [SAM, ...others.map((m) => m.name)];
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 48.2082, longitude: 16.3738, accuracy: 12 });

  // Morning: log in with a signal, and let the job pack arrive. Nothing of the site is opened.
  await logInOfflineReady(page, 'chief@demo.test');
  await expect
    .poll(
      async () => {
        const [members = 0, notes = 0, signOffs = 0] = await deviceRowCounts(page, [
          'crewMembers',
          'deliveryNotes',
          'signOffs',
        ]);
        return members > 4 && notes > 0 && signOffs > 0;
      },
      { timeout: 20_000 },
    )
    .toBe(true);

  // On site: no network at all, for the page and its service worker.
  await goOffline(context);
  await page.reload();
  const crew = new CrewPage(page);
  await crew.openCheckIn();
  for (const name of five) await crew.preCall(name);
  for (const name of five.slice(1)) await crew.checkIn(name);
  await crew.scanQrCode();
  await expect(crew.message).toHaveText(`${SAM} is checked in.`);
  await crew.expectStatus(SAM, 'Checked in');

  const photos = new PhotosPage(page);
  const shots = [
    solidPng('stage-left.png', [200, 30, 30]),
    solidPng('stage-right.png', [30, 30, 200]),
  ];
  await photos.open(1);
  await photos.addPhotos(shots);
  await photos.expectThumbnails(shots);

  await crew.openCheckOut();
  for (const name of five) await crew.checkOut(name);

  // The hours from the day's check-ins and check-outs (seconds apart here, so 0 proposed),
  // then the delivery note, which bills exactly them.
  const signOff = new SignOffPage(page);
  await signOff.open();
  await expect(signOff.card(SAM)).toContainText(/Proposed 0\.00 h: checked in/);
  await signOff.fillHours({ [SAM]: { paid: 7.5, charged: 8, reason: 'Clock in was late' } });
  await signOff.enterMissingHours(8, 'Worked the planned shift');
  await signOff.confirmSignOff();

  const note = new DeliveryNotePage(page);
  await note.open();
  await expect(note.lineHours(SAM)).toHaveText('8.00');
  await note.releaseDeliveryNote();
  await note.signDeliveryNote('Robin Venue');
  await note.sendDeliveryNote();
  await expect(note.step('Sent')).toHaveCount(0);

  expect(await chief.events()).toHaveLength(0);
  expect(await appliedWrites(request)).toHaveLength(0);

  // Evening: the signal is back.
  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.goto('/outbox');
  await expect(page.getByText('All your changes have reached the server.')).toBeVisible({
    timeout: 60_000,
  });

  // Every member's events once, in the order they were made, each with the GPS fix.
  const events = await chief.events();
  const ids = new Map((await chief.members()).map((m) => [m.name, m.id]));
  expect(events).toHaveLength(15);
  for (const name of five) {
    const mine = events.filter((e) => e.crewItemId === ids.get(name));
    expect(
      mine.map((e) => e.kind),
      name,
    ).toEqual(['preCall', 'checkIn', 'checkOut']);
  }
  expect(events.find((e) => e.crewItemId === SAM_ITEM && e.kind === 'checkIn')?.method).toBe('qr');
  for (const e of events) expect(e).toMatchObject({ latitude: 48.2082 });

  // The photos, once each and byte for byte.
  const stored = await chief.photos();
  expect(stored.map((p) => p.fileName).sort()).toEqual(shots.map((s) => s.name).sort());
  for (const shot of shots) {
    const photo = stored.find((p) => p.fileName === shot.name)!;
    expect(photo.sha256).toBe(sha256(shot.buffer));
    const file = await request.get(`/api/v1/projectCrews/1/photos/${photo.id}/file`, {
      headers: chief.headers,
    });
    expect(Buffer.from(await file.body()).equals(shot.buffer)).toBe(true);
  }

  // The paperwork: each step once, and the delivery note's in its order.
  const paperwork = (await appliedWrites(request))
    .filter((w) => w.method === 'POST' && w.path.startsWith('/api/v1/projectCrews/1/'))
    .map((w) => w.path.replace('/api/v1/projectCrews/1/', ''));
  expect(paperwork.filter((w) => w.startsWith('deliveryNote/'))).toEqual([
    'deliveryNote/release',
    'deliveryNote/signed',
    'deliveryNote/signed/send',
  ]);
  expect(
    paperwork.filter((w) => w === 'setProposedPaidChargedHours' || w === 'digitalConfirm'),
  ).toEqual(['setProposedPaidChargedHours', 'digitalConfirm']);
  expect(paperwork.filter((w) => w === 'photos')).toHaveLength(2);
});
