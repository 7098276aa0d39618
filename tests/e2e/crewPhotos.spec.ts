import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './harness/test';
import { PhotosPage } from './pages/PhotosPage';
import { CrewContactsPage } from './pages/CrewContactsPage';
import { goOffline, goOnline, logInOfflineReady } from './offline';
import { apiToken, appliedWrites, resetServer, GUEST_PASSWORD } from './support';
import { sha256, solidPng } from './fixtures/pngs';
import { DEMO_PROJECT_NUMBER } from '../../server/seed/demoLogins';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

type Contact = { name: string; phone: string | null; email: string | null };

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api/v1${path}`, {
    headers: { Type: 'MOBILE', Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

test('photos taken offline show as thumbnails, then upload once and byte-identical', async ({
  page,
  context,
  request,
}) => {
  const files = [
    solidPng('stage-left.png', [200, 30, 30]),
    solidPng('stage-right.png', [30, 30, 200]),
  ];
  await logInOfflineReady(page, 'chief@demo.test');
  const photos = new PhotosPage(page);
  await photos.open(1);

  await goOffline(context);
  await page.reload();
  await photos.addPhotos(files);
  await photos.expectThumbnails(files);
  for (const f of files) await photos.expectWaiting(f.name);
  await expect(page.getByText('0 of 2 uploaded')).toBeVisible();
  const photoPosts = async () =>
    (await appliedWrites(request)).filter(
      (w) => w.method === 'POST' && w.path === '/api/v1/projectCrews/1/photos',
    );
  expect(await photoPosts()).toHaveLength(0);

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await photos.expectUploaded(2);
  await photos.expectThumbnails(files);
  expect(await photoPosts()).toHaveLength(2);

  const token = await apiToken(request, 'chief@demo.test');
  const list = await apiGet<{ items: { id: number; fileName: string; sha256: string }[] }>(
    request,
    token,
    '/projectCrews/1/photos',
  );
  expect(list.items.map((p) => p.fileName).sort()).toEqual(files.map((f) => f.name).sort());
  for (const f of files) {
    const stored = list.items.find((p) => p.fileName === f.name)!;
    expect(stored.sha256).toBe(sha256(f.buffer));
    const file = await request.get(`/api/v1/projectCrews/1/photos/${stored.id}/file`, {
      headers: { Type: 'MOBILE', Authorization: `Bearer ${token}` },
    });
    expect(Buffer.from(await file.body()).equals(f.buffer)).toBe(true);
  }
});

test('a waiting photo can be deleted after a confirmation', async ({ page, context }) => {
  await logInOfflineReady(page, 'chief@demo.test');
  const photos = new PhotosPage(page);
  await photos.open(1);
  await goOffline(context);
  await photos.addPhotos([solidPng('blurred.png', [90, 90, 90])]);
  await photos.deleteWaitingPhoto('blurred.png');
  await expect(page.getByText('No photos yet')).toBeVisible();
});

test('contacts and location show their links offline; live location is shared on request', async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request, 'chief@demo.test');
  const crew = await apiGet<{ chief: Contact; contactOnSite: Contact; locationId: number }>(
    request,
    token,
    '/projectCrews/1',
  );
  const members = await apiGet<{ items: (Contact & { contactId: string })[] }>(
    request,
    token,
    '/projectCrews/1/projectCrewItems',
  );
  const member = members.items.find((m) => m.phone && m.name !== crew.chief.name)!;
  const place = await apiGet<{ name: string; address: string; city: string }>(
    request,
    token,
    `/locations/${crew.locationId}`,
  );

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 52.3731, longitude: 4.8922, accuracy: 15 });
  await logInOfflineReady(page, 'chief@demo.test');
  const contacts = new CrewContactsPage(page);
  // Online once: the job-pack pull has filled the crew, member and location tables.
  await contacts.openCrewLocation(1);
  await expect(page.getByText(place.address)).toBeVisible();
  await contacts.openCrewChief(1);
  await contacts.expectReachable(crew.chief.name, crew.chief.phone!, crew.chief.email);

  await goOffline(context);
  await page.reload();
  await contacts.expectReachable(crew.chief.name, crew.chief.phone!, crew.chief.email);
  await contacts.openContactOnSite(1);
  await contacts.expectReachable(
    crew.contactOnSite.name,
    crew.contactOnSite.phone!,
    crew.contactOnSite.email,
  );
  await contacts.openCrewMember(1, member.contactId);
  await contacts.expectReachable(member.name, member.phone!, member.email);
  await contacts.openCrewMember(1, 'nobody-here');
  await expect(contacts.notFound).toBeVisible();
  await contacts.openLocation(crew.locationId);
  await expect(page.getByRole('heading', { name: place.name })).toBeVisible();
  await expect(contacts.mapLink).toHaveAttribute('href', /google\.com\/maps/);

  await contacts.openCrewLocation(1);
  await expect(page.getByText(place.address)).toBeVisible();
  await expect(contacts.mapLink).toHaveAttribute(
    'href',
    new RegExp(encodeURIComponent(place.city)),
  );
  await expect(page.getByText('Sharing off')).toBeVisible();
  await contacts.shareLiveLocation(true);
  await expect(contacts.lastShared).toContainText(/Last shared .*accurate to about 15 m/);
  await expect(contacts.lastShared).toContainText('waiting for the network');

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(contacts.lastShared).not.toContainText('waiting for the network', {
    timeout: 15_000,
  });
  const planner = await apiToken(request, 'planner@demo.test');
  const points = await apiGet<{ items: { latitude: number; accuracy: number }[] }>(
    request,
    planner,
    '/projectCrews/1/liveLocations',
  );
  expect(points.items).toHaveLength(1);
  expect(points.items[0]).toMatchObject({ latitude: 52.3731, accuracy: 15 });
  await contacts.shareLiveLocation(false);
});

test('a project guest reaches the crew contacts and location, and nothing else', async ({
  page,
}) => {
  await page.goto(`/login?PID=${DEMO_PROJECT_NUMBER}&Password=${GUEST_PASSWORD}`);
  await expect(page).toHaveURL(new RegExp(`/projects/${DEMO_PROJECT_NUMBER}$`));
  const contacts = new CrewContactsPage(page);
  await contacts.openCrewChief(1);
  await expect(page.getByRole('link', { name: /^Call / })).toBeVisible();
  await contacts.openCrewLocation(1);
  await expect(contacts.mapLink).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Share my live location' })).toHaveCount(0);
  for (const path of ['/crews/1/photos', '/crews/1/contact-contact-on-site', '/crews/1/sign-off']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/projects/${DEMO_PROJECT_NUMBER}$`));
  }
});
