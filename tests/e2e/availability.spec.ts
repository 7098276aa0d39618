import type { Page } from '@playwright/test';
import { expect, test } from './harness/test';
import { LoginPage } from './pages/LoginPage';
import { CalendarPage } from './pages/CalendarPage';
import { goOffline, waitForServiceWorker } from './offline';
import { resetServer } from './support';

// The seeded crew member has a confirmed job on 1 May 2027 (seed: fixed faker seed).
const JOB_DAY = '2027-05-01';

// A phone's width: the clash step must fit, nothing cut off.
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

async function openCalendarOffline(page: Page) {
  const login = new LoginPage(page);
  await login.logInAtHome('crew@demo.test');
  await waitForServiceWorker(page);
  const calendar = new CalendarPage(page);
  await calendar.open();
  return calendar;
}

test('offline, a new blocked date on a confirmed job day asks first, naming the job and the day', async ({
  page,
  context,
}) => {
  const calendar = await openCalendarOffline(page);
  await goOffline(context);
  await page.reload();
  await calendar.submitBlockDates({ first: JOB_DAY, reason: 'Driving test' });
  const ask = calendar.clashDialog;
  await expect(ask.getByRole('list', { name: 'Clashes' })).toContainText(
    /A confirmed job .+ on \w+,? 1 May/,
  );
  for (const name of ['Back', 'Block anyway']) {
    await expect(ask.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  }
  await page.screenshot({ path: test.info().outputPath('clash-390.png') });
  // Back keeps what was typed, and nothing is queued.
  await ask.getByRole('button', { name: 'Back' }).click();
  const form = page.getByRole('dialog', { name: 'Block dates' });
  await expect(form.getByLabel('Reason')).toHaveValue('Driving test');
  await expect(calendar.entry('Driving test')).toHaveCount(0);
  await form.getByRole('button', { name: 'Save' }).click();
  await ask.getByRole('button', { name: 'Block anyway' }).click();
  await expect(ask).toBeHidden();
  await expect(calendar.entry('Driving test').getByText('Pending')).toBeVisible();
});

test('a blocked-date reason over the limit is said on the field, not as a device failure', async ({
  page,
}) => {
  const calendar = await openCalendarOffline(page);
  const form = await calendar.submitBlockDates({ first: '2027-09-01', reason: 'x'.repeat(501) });
  const reason = form.getByLabel('Reason');
  await expect(reason).toHaveAccessibleDescription(/Keep the reason to 500 characters or fewer/);
  await expect(form).toContainText('501 of 500 characters');
  await expect(page.getByText(/could not be saved on this device/)).toHaveCount(0);
  await reason.fill('x'.repeat(500));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(calendar.entry('x'.repeat(500))).toHaveCount(1);
});
