import type { Page } from '@playwright/test';
import { expect, test } from './harness/test';
import { LoginPage } from './pages/LoginPage';
import { AppShell } from './pages/AppShell';
import { JobsPage } from './pages/JobsPage';
import { JobDetailPage } from './pages/JobDetailPage';
import { VacanciesPage } from './pages/VacanciesPage';
import { goOffline, goOnline, logInOfflineReady } from './offline';
import { apiToken, appliedWrites, resetServer } from './support';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

const writesTo = async (request: Parameters<typeof appliedWrites>[0], suffix: string) =>
  (await appliedWrites(request)).filter((w) => w.method === 'POST' && w.path.endsWith(suffix));

async function backOnline(page: Page, context: Parameters<typeof goOnline>[0]): Promise<void> {
  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

test('home shows today, the next jobs and what waits; job detail with map link and colleagues', async ({
  page,
  request,
}) => {
  await logInOfflineReady(page, 'crew@demo.test');
  await expect(
    page.getByRole('list', { name: "Today's jobs" }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Jobs to confirm: \d+$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Open vacancies: \d+$/ })).toBeVisible();
  // The demo project of today (crew 1) has a project manager with phone and e-mail.
  const token = await apiToken(request, 'crew@demo.test');
  const today = (await (
    await request.get('/api/v1/jobs', {
      headers: { Type: 'MOBILE', Authorization: `Bearer ${token}` },
    })
  ).json()) as { items: { id: number; crewId: number; projectName: string }[] };
  const job = today.items.find((j) => j.crewId === 1)!;
  await page
    .getByRole('list', { name: "Today's jobs" })
    .getByRole('link', { name: new RegExp(job.projectName) })
    .first()
    .click();
  const detail = new JobDetailPage(page);
  await detail.expectOpen();
  await expect(detail.mapLink).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//);
  await expect(detail.colleagues).not.toHaveCount(0);
  await page.getByRole('link', { name: 'Contact project manager' }).click();
  await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
  await expect(page.getByRole('link', { name: /^E-mail / })).toHaveAttribute('href', /^mailto:/);
  await page.goto('/jobs/99999999');
  await expect(page.getByText('Job not found')).toBeVisible();
});

test('a job confirmed offline is pending, then reaches the server exactly once', async ({
  page,
  context,
  request,
}) => {
  await logInOfflineReady(page, 'crew@demo.test');
  await page.getByRole('link', { name: /^Jobs to confirm: / }).click();
  const jobs = new JobsPage(page);
  await expect(jobs.tab('To confirm')).toHaveAttribute('aria-selected', 'true');
  const before = await jobs.rows.count();
  await jobs.rows.first().getByRole('link').click();
  const detail = new JobDetailPage(page);
  await detail.expectOpen();

  await goOffline(context);
  await detail.confirmButton.click();
  await expect(detail.status('Confirmed')).toBeVisible();
  await expect(detail.pending).toBeVisible();
  expect(await writesTo(request, '/confirmation')).toHaveLength(0);

  await backOnline(page, context);
  await expect(detail.pending).toBeHidden();
  expect(await writesTo(request, '/confirmation')).toHaveLength(1);
  await jobs.open();
  await jobs.tab('To confirm').click();
  await expect(jobs.rows).toHaveCount(before - 1);
});

test('a vacancy applied for offline shows under Applied for, reaches the server once, and can be withdrawn', async ({
  page,
  context,
  request,
}) => {
  await logInOfflineReady(page, 'crew@demo.test');
  const vacancies = new VacanciesPage(page);
  await vacancies.open();
  const button = vacancies.applyButtons.first();
  const label = (await button.getAttribute('aria-label')) ?? '';
  const project = label.replace(/^Apply for /, '').split(', ')[0] ?? '';
  await goOffline(context);
  await button.click();
  const item = page.getByRole('listitem').filter({
    has: page.getByRole('button', { name: label.replace('Apply for', 'Withdraw from') }),
  });
  await expect(item.getByText('Pending', { exact: true })).toBeVisible();
  await expect(item.getByText('Applied for', { exact: true })).toBeVisible();

  await backOnline(page, context);
  await expect(item.getByText('Pending', { exact: true })).toBeHidden();
  expect(await writesTo(request, '/applyVacancy')).toHaveLength(1);

  const jobs = new JobsPage(page);
  await jobs.open();
  await jobs.tab('Applied for').click();
  const applied = jobs.rows.filter({ hasText: project });
  await expect(applied).not.toHaveCount(0);
  const appliedCount = await applied.count();

  await vacancies.open();
  await item.getByRole('button', { name: /^Withdraw from / }).click();
  await page
    .getByRole('dialog', { name: 'Withdraw your application?' })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expect.poll(async () => (await writesTo(request, '/unapplyVacancy')).length).toBe(1);
  await jobs.open();
  await jobs.tab('Applied for').click();
  await expect(jobs.rows.filter({ hasText: project })).toHaveCount(appliedCount - 1);
});

test('a job opened once is readable offline after a reload', async ({ page, context }) => {
  await logInOfflineReady(page, 'crew@demo.test');
  const jobs = new JobsPage(page);
  await jobs.open();
  await jobs.tab('Past').click();
  // A past job lies outside the prefetched window: it is kept because it was opened.
  await jobs.rows.nth(3).getByRole('link').click();
  const detail = new JobDetailPage(page);
  await expect(detail.colleagues).not.toHaveCount(0);
  const name = await detail.projectName.innerText();
  const colleagues = await detail.colleagues.count();

  await goOffline(context);
  await page.reload();
  await expect(detail.projectName).toHaveText(name);
  await expect(detail.colleagues).toHaveCount(colleagues);
});

test('a crew chief document downloaded once opens offline', async ({ page, context }) => {
  await logInOfflineReady(page, 'chief@demo.test');
  const jobs = new JobsPage(page);
  await jobs.open();
  await page.getByRole('tab', { name: /^Crew chief \(\d+\)$/ }).click();
  await jobs.rows.first().getByRole('link').click();
  const detail = new JobDetailPage(page);
  await detail.openCrewChiefDocuments();
  const documents = page.getByRole('list', { name: 'Crew chief documents' }).getByRole('listitem');
  await expect(documents).not.toHaveCount(0);
  // Today's documents were prefetched after the pull; any other one downloads on a tap.
  const first = documents.first();
  await expect(first.getByText('Available offline')).toBeVisible();
  const download = page.waitForEvent('download');
  await first.getByRole('button', { name: /^Open / }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  await goOffline(context);
  await page.reload();
  await expect(first.getByText('Available offline')).toBeVisible();
  const offline = page.waitForEvent('download');
  await first.getByRole('button', { name: /^Open / }).click();
  const file = await offline;
  const path = await file.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path, 'latin1').startsWith('%PDF-')).toBe(true);
});

test('crew profiles: logged in and public', async ({ page }) => {
  await logInOfflineReady(page, 'crew@demo.test');
  await page.goto('/crew-profile/2');
  await expect(page.getByRole('heading', { name: 'Alex Chief' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Skills' }).getByRole('listitem')).not.toHaveCount(0);
  await page.goto('/crew-profile/3');
  await expect(page.getByText('Profile not found')).toBeVisible();
  await new AppShell(page).logOut();
  // Logging out reloads the page: let it land before going on.
  await expect(new LoginPage(page).heading).toBeVisible();
  await page.goto('/public/crew-profile/1');
  await expect(page.getByRole('heading', { name: 'Sam Crew' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^\+31/ })).toHaveCount(0);
});
