import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './harness/test';
import { E2E_TODAY } from './harness/clock';
import { LoginPage } from './pages/LoginPage';
import { CalendarPage, CalendarViews } from './pages/CalendarPage';
import { goOffline, goOnline, waitForServiceWorker } from './offline';
import { apiToken, appliedWrites, resetServer } from './support';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

async function openCalendar(page: Page, waitForWorker = false) {
  const login = new LoginPage(page);
  await login.logInAtHome('crew@demo.test');
  if (waitForWorker) await waitForServiceWorker(page);
  const calendar = new CalendarPage(page);
  await calendar.open();
  return { calendar, views: new CalendarViews(page) };
}

const writesTo = async (request: APIRequestContext, method: string, prefix: string) =>
  (await appliedWrites(request)).filter(
    (w) => w.method === method && w.path.startsWith(`/api/v1${prefix}`),
  );

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await apiToken(request, 'crew@demo.test');
  const res = await request.get(`/api/v1${path}`, {
    headers: { Type: 'MOBILE', Authorization: `Bearer ${token}` },
  });
  return (await res.json()) as T;
}

test('a vacation requested offline survives a reload and reaches the server once', async ({
  page,
  context,
  request,
}) => {
  const { views } = await openCalendar(page, true);
  await goOffline(context);
  await page.reload();
  await views.requestVacation({ first: '2027-08-02', last: '2027-08-06', comment: 'Canoe trip' });
  await expect(views.vacation('Canoe trip').getByText('Pending')).toBeVisible();
  await page.reload();
  await expect(views.vacation('Canoe trip').getByText('Pending')).toBeVisible();
  expect(await writesTo(request, 'POST', '/vacationRequests')).toHaveLength(0);

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(views.vacation('Canoe trip').getByText('Pending')).toBeHidden();
  await expect(views.vacation('Canoe trip').getByText('Requested')).toBeVisible();
  expect(await writesTo(request, 'POST', '/vacationRequests')).toHaveLength(1);
  const { items } = await api<{ items: { reason: string }[] }>(request, '/vacationRequests');
  expect(items.filter((v) => v.reason === 'Canoe trip')).toHaveLength(1);
});

test('a blocked date is edited through the outbox', async ({ page, request }) => {
  const { calendar, views } = await openCalendar(page);
  // Times typed as a phone's number keypad and a person write them, read as 24-hour time.
  await calendar.blockDates({
    first: '2027-09-01',
    times: { begin: '9:45', end: '1130' },
    reason: 'Exam day',
  });
  await expect(calendar.entry('Exam day').getByText('Pending')).toBeHidden();
  // The range keeps together on one line: word joiners on either side of its dash.
  await expect(calendar.entry('Exam day')).toContainText(/09:45\u2060?–\u2060?11:30/);
  await views.editBlockDate('Exam day', { first: '2027-09-02', reason: 'Exam day, moved' });
  await expect(page.getByRole('dialog', { name: 'Edit blocked date' })).toBeHidden();
  await expect(calendar.entry('Exam day, moved')).toContainText('2 Sep');
  await expect(calendar.entry('Exam day, moved').getByText('Pending')).toBeHidden();
  expect(await writesTo(request, 'PUT', '/blockDates/')).toHaveLength(1);
  const { items } = await api<{ items: { reason: string; startDate: string }[] }>(
    request,
    '/blockDates',
  );
  expect(items.find((b) => b.reason === 'Exam day, moved')?.startDate).toBe('2027-09-02');
});

test('changing an approved vacation asks first, then asks for a new answer', async ({
  page,
  request,
}) => {
  const { views } = await openCalendar(page);
  const wedding = views.vacation('Brother’s wedding');
  await expect(wedding.getByText('Approved')).toBeVisible();
  await views.editVacation('Brother’s wedding', 'Brother’s wedding party');
  const ask = page.getByRole('dialog', { name: 'Date already confirmed' });
  await expect(ask).toContainText('already approved');
  await ask.getByRole('button', { name: 'Change anyway' }).click();
  await expect(ask).toBeHidden();
  const party = views.vacation('Brother’s wedding party');
  await expect(party.getByText('Requested')).toBeVisible();
  // The server's copy first: the row and its outbox flag are two live reads, so right after
  // the change the row can show a moment before its 'Pending' does.
  await expect.poll(() => writesTo(request, 'PUT', '/vacationRequests/')).toHaveLength(1);
  await expect(party.getByText('Pending')).toBeHidden();
  expect(await writesTo(request, 'PUT', '/vacationRequests/')).toHaveLength(1);
});

test('deleting a vacation request and a blocked date asks for confirmation', async ({
  page,
  request,
}) => {
  const { calendar, views } = await openCalendar(page);
  await views.deleteVacation('Summer trip', false);
  await expect(views.vacation('Summer trip')).toBeVisible();
  await views.deleteVacation('Summer trip');
  await expect(views.vacation('Summer trip')).toHaveCount(0);
  await calendar.delete('Family visit');
  await expect(calendar.entry('Family visit')).toHaveCount(0);
  await expect.poll(async () => (await writesTo(request, 'DELETE', '/')).length).toBe(2);
  const { items } = await api<{ items: { reason: string }[] }>(request, '/vacationRequests');
  expect(items.some((v) => v.reason === 'Summer trip')).toBe(false);
});

test('the month view has a legend and colours a confirmed job day', async ({ page, request }) => {
  type Dated = { startDate: string; endDate: string | null; status?: string; company?: string };
  const [jobs, blocks, vacations] = await Promise.all([
    api<{ items: Dated[] }>(request, '/jobs?limit=1000&page=1'),
    api<{ items: Dated[] }>(request, '/blockDates'),
    api<{ items: Dated[] }>(request, '/vacationRequests'),
  ]);
  const all = [...jobs.items, ...blocks.items, ...vacations.items];
  const covers = (e: Dated, d: string) => e.startDate <= d && d <= (e.endDate ?? e.startDate);
  const firstOfMonth = `${E2E_TODAY.slice(0, 8)}01`;
  // A day of a confirmed job that holds nothing else, from this month on.
  const found = jobs.items
    .filter((j) => j.status === 'confirmed' && j.startDate >= firstOfMonth)
    .map((j) => ({ job: j, date: j.startDate }))
    .find(({ date }) => all.filter((e) => covers(e, date)).length === 1);
  expect(found).toBeDefined();
  const alone = found!.job;
  const day = new Date(`${found!.date}T12:00:00Z`);
  const today = new Date(`${E2E_TODAY}T12:00:00Z`);
  const months =
    (day.getUTCFullYear() - today.getUTCFullYear()) * 12 + day.getUTCMonth() - today.getUTCMonth();

  const { views } = await openCalendar(page);
  await expect(views.legend.getByRole('listitem')).toHaveCount(8);
  await expect(views.legend).toContainText('Confirmed job');
  await expect(views.legend).toContainText('More than one event, overlapping');
  await views.nextMonth(months);
  // The app's English is British: "Thursday, 19 November 2026" (src/api/schemas/dateFormats.ts).
  const label = day.toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const button = views.day(`${label}: Confirmed job`);
  await expect(button).toBeVisible();
  await button.click();
  await expect(views.dayEntries).toHaveCount(1);
  await expect(views.dayEntries).toContainText(alone.company ?? '');
  await expect(views.dayEntries).toContainText('Confirmed job');

  await views.showList();
  await expect(
    page.getByRole('list', { name: 'Entries of the month' }).getByRole('listitem').first(),
  ).toBeVisible();
});

test('a blocked date deleted offline reaches the server exactly once', async ({
  page,
  context,
  request,
}) => {
  const { items } = await api<{ items: { id: number; reason: string }[] }>(request, '/blockDates');
  const seeded = items.find((b) => b.reason === 'Family visit');
  expect(seeded).toBeDefined();
  const { calendar, views } = await openCalendar(page, true);
  await views.showList();
  // The pull has finished once the seeded entry shows, with nothing waiting.
  await expect(calendar.entry('Family visit')).toBeVisible();
  await expect(calendar.entry('Family visit').getByText('Pending')).toBeHidden();

  await goOffline(context);
  await page.reload();
  await views.showList();
  await expect(calendar.entry('Family visit')).toBeVisible();
  await calendar.delete('Family visit');
  await expect(calendar.entry('Family visit')).toHaveCount(0);
  await page.goto('/outbox');
  await expect(
    page.getByRole('list', { name: 'Waiting changes' }).getByRole('listitem'),
  ).toHaveCount(1);
  expect(await writesTo(request, 'DELETE', '/blockDates/')).toHaveLength(0);

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect
    .poll(async () =>
      (await appliedWrites(request)).filter(
        (w) => w.method === 'DELETE' && w.path === `/api/v1/blockDates/${seeded!.id}`,
      ),
    )
    .toHaveLength(1);
  await expect(page.getByText('All your changes have reached the server.')).toBeVisible();
  expect(await writesTo(request, 'DELETE', '/')).toHaveLength(1);
  const after = await api<{ items: { id: number }[] }>(request, '/blockDates');
  expect(after.items.some((b) => b.id === seeded!.id)).toBe(false);
});
