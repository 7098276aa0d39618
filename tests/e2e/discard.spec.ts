import { expect, test } from './harness/test';
import { CalendarPage } from './pages/CalendarPage';
import { CrewPage } from './pages/CrewPage';
import { JobDetailPage } from './pages/JobDetailPage';
import { JobsPage } from './pages/JobsPage';
import { OutboxPage } from './pages/OutboxPage';
import { VacanciesPage } from './pages/VacanciesPage';
import { goOffline, goOnline, logInOfflineReady } from './offline';
import { apiToken, resetServer } from './support';

// Issue 12 parts 3 and 4. Crew 1 "Stage crew A": Sam Crew (crew@) is crew item 2.
const SAM_ITEM = 2;
const SAM = 'Sam Crew';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('discarding each kind of offline change restores the screen at once', async ({
  page,
  context,
}) => {
  // Three areas, each visited offline twice: more steps than most tests.
  test.slow();
  await logInOfflineReady(page, 'crew@demo.test');
  const outbox = new OutboxPage(page);

  // A job to confirm, confirmed offline.
  await page.getByRole('link', { name: /^Jobs to confirm: / }).click();
  const jobs = new JobsPage(page);
  await jobs.rows.first().getByRole('link').click();
  const detail = new JobDetailPage(page);
  await detail.expectOpen();
  const jobUrl = page.url();
  // A vacancy, and a blocked date, seen online first.
  const vacancies = new VacanciesPage(page);
  await vacancies.open();
  const apply = vacancies.applyButtons.first();
  const label = (await apply.getAttribute('aria-label')) ?? '';
  const calendar = new CalendarPage(page);
  await calendar.open();

  await goOffline(context);
  await page.goto(jobUrl);
  await detail.confirmButton.click();
  await expect(detail.status('Confirmed')).toBeVisible();
  await vacancies.open();
  await page.getByRole('button', { name: label }).click();
  const applied = page.getByRole('listitem').filter({
    has: page.getByRole('button', { name: label.replace('Apply for', 'Withdraw from') }),
  });
  await expect(applied.getByText('Applied for', { exact: true })).toBeVisible();
  await calendar.open();
  await calendar.blockDates({ first: '2027-06-01', reason: 'Wedding' });
  await expect(calendar.entry('Wedding')).toBeVisible();

  // Each change is told in words, never as ISO dates or raw fields.
  await outbox.open();
  await expect(outbox.rows).toHaveCount(3);
  await expect(page.getByText('3 changes have not reached the server yet.')).toBeVisible();
  // Tries without a connection are no attempts: the counter does not climb offline.
  await expect(outbox.rows.getByText(/attempt/)).toHaveCount(0);
  await expect(outbox.row(/^Confirm .+ on \w{3} \d{1,2} \w{3}/)).toHaveCount(1);
  await expect(outbox.row(/^Apply for .+ on /)).toHaveCount(1);
  await expect(outbox.row(/^Block Tue,? 1 Jun/)).toHaveCount(1);
  await expect(page.getByRole('main')).not.toContainText('2027-06-01');

  await outbox.discard(/^Confirm /);
  await outbox.discard(/^Apply for /);
  await outbox.discard(/^Block Tue,? 1 Jun/);
  await expect(page.getByText('All your changes have reached the server.')).toBeVisible();

  // Still offline: every screen shows the row as it was, with no pending mark.
  await page.goto(jobUrl);
  await expect(detail.confirmButton).toBeVisible();
  await expect(detail.status('Confirmed')).toBeHidden();
  await expect(detail.pending).toBeHidden();
  await vacancies.open();
  const vacancy = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: label }) });
  await expect(vacancy).toHaveCount(1);
  await expect(vacancy.getByText('Applied for', { exact: true })).toHaveCount(0);
  await expect(vacancy.getByText('Pending', { exact: true })).toHaveCount(0);
  await calendar.open();
  await expect(calendar.entry('Wedding')).toHaveCount(0);
  await goOnline(context);
});

test('a check-in in conflict stays on the lists, names who changed it, and undoes on "take theirs"', async ({
  page,
  context,
  request,
}) => {
  const planner = await apiToken(request, 'planner@demo.test');
  const chief = await apiToken(request, 'chief@demo.test');
  const members = async () =>
    (
      (await (
        await request.get('/api/v1/projectCrews/1/projectCrewItems', {
          headers: { Type: 'MOBILE', Authorization: `Bearer ${chief}` },
        })
      ).json()) as { items: { id: number; version: number; siteStatus: string }[] }
    ).items;
  await logInOfflineReady(page, 'chief@demo.test');
  const crew = new CrewPage(page);
  await crew.openCheckIn();

  await goOffline(context);
  await crew.checkIn(SAM);
  await crew.expectStatus(SAM, 'Checked in');
  const sam = (await members()).find((m) => m.id === SAM_ITEM)!;
  const changed = await request.post(`/api/v1/projectCrewItems/${SAM_ITEM}`, {
    headers: {
      Type: 'MOBILE',
      Authorization: `Bearer ${planner}`,
      'If-Match': `"${sam.version}"`,
    },
    data: { startTime: '09:45' },
  });
  expect(changed.status()).toBe(200);
  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await crew.expectFlag(SAM, 'Conflict');

  // A fresh pull (reload) keeps him on the check-in, check-out and crew lists, flagged.
  await page.reload();
  await crew.expectFlag(SAM, 'Conflict');
  await crew.openCheckOut();
  await crew.expectFlag(SAM, 'Conflict');
  await crew.open();
  await crew.expectFlag(SAM, 'Conflict');

  const outbox = new OutboxPage(page);
  await outbox.open();
  await expect(outbox.row(/^Checked in Sam Crew at \d{2}:\d{2}/)).toHaveCount(1);
  await outbox.rows.getByRole('button', { name: 'Resolve' }).click();
  await expect(outbox.sheet).toContainText(/Changed on the server by Pat Planner on \w{3} /);
  await expect(outbox.sheet.getByRole('group', { name: 'Server version' })).toContainText(
    'Start time: 09:45',
  );
  await expect(outbox.sheet).not.toContainText('deviceTime');
  await outbox.sheet.getByRole('button', { name: /^Take theirs/ }).click();
  await expect(page.getByText('All your changes have reached the server.')).toBeVisible();

  await crew.openCheckIn();
  await crew.expectStatus(SAM, 'Not checked in');
  await crew.expectNoFlag(SAM);
  expect((await members()).find((m) => m.id === SAM_ITEM)?.siteStatus).toBe('none');
});
