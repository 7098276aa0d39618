import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './harness/test';
import { LoginPage } from './pages/LoginPage';
import { ProjectCrewsPage } from './pages/ProjectCrewsPage';
import { goOffline, goOnline, waitForServiceWorker } from './offline';
import { apiToken, resetServer } from './support';

const PROJECT = 'P-24001';
const CREW = 'Stage crew A';
const SAM = 'Sam Crew';

type Item = {
  id: number;
  version: number;
  personId: number | null;
  personName: string | null;
  functionName: string;
  status: string;
  siteStatus: string;
  startDate: string;
};
type Span = { startDate: string; endDate: string | null };
type Person = { id: number; name: string; jobs: Span[]; blockDates: Span[]; vacations: Span[] };

/** Nothing of theirs (a job, a sick day, a blocked date, a vacation) touches `day`. */
const freeOn = (p: Person, day: string) =>
  [...p.jobs, ...p.blockDates, ...p.vacations].every(
    (s) => s.startDate > day || (s.endDate ?? s.startDate) < day,
  );

async function api(request: APIRequestContext, login: string) {
  const headers = { Type: 'MOBILE', Authorization: `Bearer ${await apiToken(request, login)}` };
  return {
    headers,
    items: async () =>
      (
        (await (
          await request.get(`/api/v1/projects/${PROJECT}/crewBooking`, { headers })
        ).json()) as { items: Item[] }
      ).items,
    people: async () =>
      (
        (await (await request.get('/api/v1/personAvailabilities', { headers })).json()) as {
          items: Person[];
        }
      ).items,
  };
}

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

async function logInPlanner(page: Page) {
  const login = new LoginPage(page);
  await login.logInAtHome('planner@demo.test');
}

test('online: the planner adds a crew item, sees a double booking before booking, books with a reason, and sees a check-in', async ({
  page,
  request,
}) => {
  // The open project pulls its crews every 30 s: the check-in shows within one interval.
  test.setTimeout(90_000);
  const planner = await api(request, 'planner@demo.test');
  const chief = await api(request, 'chief@demo.test');
  await logInPlanner(page);
  const crews = new ProjectCrewsPage(page);
  await crews.open(PROJECT);
  await expect(crews.crew(CREW)).toBeVisible();

  // The bench account makes this crew long: it shows a few items and unfolds on a tap.
  const rows = crews.crew(CREW).getByRole('listitem');
  const folded = await rows.count();
  const hidden = Number((await crews.showMore(CREW).textContent())?.match(/\d+/)?.[0]);
  expect(hidden).toBeGreaterThan(0);
  await crews.showMore(CREW).click();
  await expect(rows).toHaveCount(folded + hidden);
  await crews.crew(CREW).getByRole('button', { name: 'Show fewer crew items' }).click();
  await expect(rows).toHaveCount(folded);

  // Alex Chief holds a confirmed crew-chief item 06:30-07:00 today: 06:00-08:00 collides.
  await crews.addItem(CREW, { functionName: 'Runner', startTime: '06:00', endTime: '08:00' });
  const open = crews.item('Open', 'Runner');
  await expect(open).toBeVisible();
  // Named by its function; "Open" only once, as its status.
  await expect(open.getByText('Runner', { exact: true })).toBeVisible();
  await expect(open.getByText('Open', { exact: true })).toHaveCount(1);
  const dialog = await crews.pickPerson(open, 'Alex Chief');
  await expect(dialog.getByText(/double booking/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Book anyway' }).click();
  await expect(dialog.getByText(/Give a reason to book anyway/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason to book anyway' }).fill('Chief agreed to both');
  await dialog.getByRole('button', { name: 'Book anyway' }).click();
  await expect(dialog).toBeHidden();
  const booked = crews.item('Alex Chief', 'Runner');
  await expect(booked.getByText('Waiting for confirmation')).toBeVisible();
  await expect(booked.getByText('Pending')).toBeHidden();
  const runner = (await planner.items()).find(
    (i) => i.functionName === 'Runner' && i.personName === 'Alex Chief',
  );
  expect(runner).toMatchObject({ status: 'toConfirm', personId: 2 });

  // The chief checks Sam in on site; the open project shows it by the next interval pull.
  const sam = (await planner.items()).find((i) => i.personName === SAM)!;
  const checkIn = await request.post(`/api/v1/projectCrewItems/${sam.id}/siteEvents`, {
    headers: {
      ...chief.headers,
      'If-Match': `"${sam.version}"`,
      'Idempotency-Key': `e2e-checkin-${Date.now()}`,
    },
    data: {
      kind: 'checkIn',
      deviceTime: new Date().toISOString(),
      latitude: null,
      longitude: null,
      accuracy: null,
      method: 'manual',
    },
  });
  expect(checkIn.status()).toBe(200);
  await expect(crews.item(SAM).getByText('Checked in', { exact: true })).toBeVisible({
    timeout: 45_000,
  });
  await expect(crews.crew(CREW).getByText('1 checked in')).toBeVisible();
});

test('offline: a no-show and a booking queued, the chief checks the person in meanwhile, the planner resolves the conflict', async ({
  page,
  context,
  request,
}) => {
  const planner = await api(request, 'planner@demo.test');
  const chief = await api(request, 'chief@demo.test');
  // An open crew item, and a person free during the project's days.
  const today = (await planner.items()).find((i) => i.personName === SAM)!.startDate;
  const made = await request.post('/api/v1/projectCrewItemStatus', {
    headers: { ...planner.headers, 'Idempotency-Key': `e2e-open-${Date.now()}` },
    data: {
      crewId: 1,
      functionName: 'Loader',
      startDate: today,
      endDate: today,
      startTime: '10:00',
      endTime: '12:00',
    },
  });
  expect(made.status()).toBe(201);
  const openId = ((await made.json()) as Item).id;
  const free = (await planner.people()).find((p) => freeOn(p, today))!;

  await logInPlanner(page);
  await waitForServiceWorker(page);
  const crews = new ProjectCrewsPage(page);
  await crews.open(PROJECT);
  await expect(crews.item(SAM)).toBeVisible();

  await goOffline(context);
  await page.reload();
  await expect(crews.item(SAM)).toBeVisible();
  await crews.more(crews.item(SAM), 'No-show');
  await crews.confirm('No-show');
  await expect(crews.item(SAM).getByText('No-show', { exact: true })).toBeVisible();
  await expect(crews.item(SAM).getByText('Pending')).toBeVisible();
  const dialog = await crews.pickPerson(crews.item('Open', 'Loader'), free.name);
  await expect(dialog.getByRole('status')).toHaveText(`${free.name} is free at that time.`);
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(crews.item(free.name, 'Loader').getByText('Pending')).toBeVisible();

  // Meanwhile on site: the chief checks Sam in.
  const sam = (await planner.items()).find((i) => i.personName === SAM)!;
  const checkIn = await request.post(`/api/v1/projectCrewItems/${sam.id}/siteEvents`, {
    headers: {
      ...chief.headers,
      'If-Match': `"${sam.version}"`,
      'Idempotency-Key': `e2e-checkin-${Date.now()}`,
    },
    data: {
      kind: 'checkIn',
      deviceTime: new Date().toISOString(),
      latitude: null,
      longitude: null,
      accuracy: null,
      method: 'manual',
    },
  });
  expect(checkIn.status()).toBe(200);

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(crews.item(SAM).getByText('Conflict')).toBeVisible({ timeout: 20_000 });
  await expect(crews.item(free.name, 'Loader').getByText('Pending')).toBeHidden();

  await crews
    .item(SAM)
    .getByRole('link', { name: /see and resolve/ })
    .click();
  await page.getByRole('button', { name: 'Resolve' }).click();
  const sheet = page.getByRole('dialog', { name: 'Resolve the conflict' });
  await sheet.getByRole('button', { name: 'Take theirs' }).click();
  await expect(page.getByText('All your changes have reached the server.')).toBeVisible();

  const after = await planner.items();
  expect(after.find((i) => i.id === sam.id)).toMatchObject({ siteStatus: 'checkedIn' });
  expect(after.find((i) => i.id === openId)).toMatchObject({
    personId: free.id,
    status: 'toConfirm',
  });
  await crews.open(PROJECT);
  await expect(crews.item(SAM).getByText('Checked in', { exact: true })).toBeVisible();
  // A folded crew still shows all of today, the 10:00 booking too (a new visit forgets touches).
  await expect(crews.item(free.name, 'Loader')).toBeVisible();
});
