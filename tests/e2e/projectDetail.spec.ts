import { expect, test } from './harness/test';
import { LoginPage } from './pages/LoginPage';
import { ProjectPage } from './pages/ProjectPage';
import { goOffline, goOnline, waitForServiceWorker } from './offline';
import { GUEST_PASSWORD, resetServer } from './support';
import { DEMO_PROJECT_NUMBER } from '../../server/seed/demoLogins';

/** A project of another company than the demo client's (seed: P-20002 is company 2's). */
const OTHER_COMPANY_PROJECT = 'P-20002';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('a planner opens a project, sees its header, adds a to-do and sets the guest password', async ({
  page,
  request,
}) => {
  const login = new LoginPage(page);
  await login.logInAtHome('planner@demo.test');

  const project = new ProjectPage(page);
  await project.open(DEMO_PROJECT_NUMBER);
  await project.expectNamed();
  await expect(project.main.getByText(DEMO_PROJECT_NUMBER, { exact: true })).toBeVisible();
  for (const label of ['Client', 'Dates', 'Branch', 'Rate card', 'Catering', 'Project manager']) {
    await expect(project.field(label)).toBeVisible();
  }
  // Seeded documents and invoices (server/seed/projectDetail.ts).
  await expect(project.main.getByRole('button', { name: 'Download Site plan' })).toBeVisible();
  await expect(project.main.getByText(`INV-${DEMO_PROJECT_NUMBER}-1`)).toBeVisible();

  // SPEC §9: a to-do is due one day ahead ("today" is 2026-11-18 in e2e), as DD.MM.YYYY.
  const { dueDate } = await project.addTodo('Call the venue about parking');
  expect(dueDate).toBe('19.11.2026');
  const todo = project.activities.filter({ hasText: 'Call the venue about parking' });
  await expect(todo).toContainText('Due Thu 19 Nov · priority 1');
  // Sent: the pending badge goes and the planner is named as its party.
  await expect(todo.getByText('Pending')).toHaveCount(0);
  await expect(todo).toContainText('·');

  // A mismatch is said on the field; nothing is sent.
  await project.setPassword('guest pass 2026', 'guest pass 2027');
  await expect(project.main.getByText('The passwords do not match.')).toBeVisible();
  await project.setPassword('guest pass 2026');
  await project.confirmPassword();
  await expect(project.main.getByText('The guest password was saved.')).toBeVisible();
  const guest = await request.post('/api/v1/auth/token', {
    headers: { Type: 'MOBILE' },
    data: { projectNumber: DEMO_PROJECT_NUMBER, password: 'guest pass 2026' },
  });
  expect(guest.status()).toBe(200);

  // The project manager's contact page.
  await project.main.getByRole('link', { name: 'Contact project manager' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/projects/${DEMO_PROJECT_NUMBER}/contact-project-manager$`),
  );
  await expect(page.getByRole('main').getByRole('link', { name: /^E-mail / })).toBeVisible();
});

test("a client opens their company's project but not another company's", async ({ page }) => {
  const login = new LoginPage(page);
  await login.logInAtHome('client@demo.test');

  const project = new ProjectPage(page);
  await project.open(DEMO_PROJECT_NUMBER);
  await project.expectNamed();
  await expect(project.field('Client')).toBeVisible();
  // Clients read the project; the planner's tools are not theirs.
  await expect(project.main.getByRole('button', { name: 'New to-do' })).toHaveCount(0);
  await expect(project.main.getByText('Project password')).toHaveCount(0);

  await project.open(OTHER_COMPANY_PROJECT);
  await expect(project.notAllowed).toBeVisible();
  await expect(project.notAllowed).toContainText(OTHER_COMPANY_PROJECT);
});

test('offline, a planner reads the kept project and its report, and a to-do waits with its badge', async ({
  page,
  context,
}) => {
  const login = new LoginPage(page);
  await login.logInAtHome('planner@demo.test');
  await waitForServiceWorker(page);

  const project = new ProjectPage(page);
  await project.open(DEMO_PROJECT_NUMBER);
  await project.expectNamed();
  const download = page.waitForEvent('download');
  await project.main.getByRole('button', { name: 'Download Project report (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe(`project-report-${DEMO_PROJECT_NUMBER}.pdf`);

  await goOffline(context);
  await page.reload();
  await project.expectNamed();
  await expect(
    project.main.getByText('Offline: showing what this device kept of the project.'),
  ).toBeVisible();
  // Being offline is not a failure: no "the last update failed" beside the offline note.
  await expect(project.main.getByText(/the last update failed/)).toHaveCount(0);
  const offline = page.waitForEvent('download');
  await project.main.getByRole('button', { name: 'Open Project report (PDF)' }).click();
  const file = await offline;
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(await file.path(), 'latin1').startsWith('%PDF-')).toBe(true);

  await project.addTodo('Book the parking');
  const todo = project.activities.filter({ hasText: 'Book the parking' });
  await expect(todo.getByText('Pending')).toBeVisible();

  await goOnline(context);
  await expect(todo.getByText('Pending')).toHaveCount(0);
});

test("a project guest reaches the project manager's contact (SPEC §5)", async ({ page }) => {
  await page.goto(`/login?PID=${DEMO_PROJECT_NUMBER}&Password=${GUEST_PASSWORD}`);
  await expect(page).toHaveURL(new RegExp(`/projects/${DEMO_PROJECT_NUMBER}$`));
  await page.goto(`/projects/${DEMO_PROJECT_NUMBER}/contact-project-manager`);
  const main = page.getByRole('main');
  await expect(main.getByText(/^Project manager of /)).toBeVisible();
  await expect(main.getByRole('link', { name: /^E-mail / })).toBeVisible();
});
