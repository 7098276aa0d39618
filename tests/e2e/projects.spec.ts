import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './harness/test';
import { LoginPage } from './pages/LoginPage';
import { AppShell } from './pages/AppShell';
import { ProjectsPage } from './pages/ProjectsPage';
import { ProjectsCalendarPage } from './pages/ProjectsCalendarPage';
import { goOffline, goOnline, reloadOfflineWithWorkerFile, waitForServiceWorker } from './offline';
import { apiToken, appliedWrites, resetServer } from './support';

type Listed = { number: string; name: string; companyId: number; company: string };

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

async function api<T>(request: APIRequestContext, login: string, path: string): Promise<T> {
  const token = await apiToken(request, login);
  const res = await request.get(`/api/v1${path}`, {
    headers: { Type: 'MOBILE', Authorization: `Bearer ${token}` },
  });
  return (await res.json()) as T;
}

async function logIn(page: Page, email: string): Promise<ProjectsPage> {
  const login = new LoginPage(page);
  await login.logInAtHome(email);
  const projects = new ProjectsPage(page);
  await projects.open();
  await expect(projects.rows.first()).toBeVisible();
  return projects;
}

test('a client sees only their own company’s projects; a planner also the others, by filter and search', async ({
  page,
  browser,
  request,
}) => {
  const own = await api<{ items: { id: number; name: string }[] }>(
    request,
    'client@demo.test',
    '/companies',
  );
  expect(own.items).toHaveLength(1);
  const all = await api<{ items: Listed[] }>(
    request,
    'planner@demo.test',
    '/projects?filter=notClosed&limit=1000',
  );
  const foreign = all.items.find((p) => p.companyId !== own.items[0]!.id)!;
  const ours = all.items.find((p) => p.companyId === own.items[0]!.id)!;

  const client = await logIn(page, 'client@demo.test');
  await client.search(foreign.number);
  await expect(client.notFound).toBeVisible();
  await client.search(ours.number);
  await expect(client.row(ours.number)).toHaveCount(1);
  await expect(client.row(ours.number)).toContainText(ours.company);

  const plannerContext = await browser.newContext();
  const plannerPage = await plannerContext.newPage();
  const planner = await logIn(plannerPage, 'planner@demo.test');
  await planner.search(foreign.number);
  await expect(planner.row(foreign.number)).toHaveCount(1);
  // Search is case-insensitive and finds the client by name.
  await planner.search(`${foreign.number.toLowerCase()} ${foreign.company.toUpperCase()}`);
  await expect(planner.row(foreign.number)).toHaveCount(1);

  // My closed projects: the URL keeps the list; an open project is not in it.
  const myClosed = await api<{ items: Listed[] }>(
    request,
    'planner@demo.test',
    '/projects?filter=myClosed&limit=1000',
  );
  await planner.search('');
  await planner.show('Mine', 'Closed');
  await expect(plannerPage).toHaveURL(/filter=myClosed/);
  await planner.search(myClosed.items[0]!.number);
  await expect(planner.row(myClosed.items[0]!.number)).toHaveCount(1);
  await planner.search(foreign.number);
  await expect(planner.notFound).toBeVisible();
  // A row opens the project.
  await planner.search(myClosed.items[0]!.number);
  await planner.row(myClosed.items[0]!.number).getByRole('link').click();
  await expect(plannerPage).toHaveURL(new RegExp(`/projects/${myClosed.items[0]!.number}$`));
  await plannerContext.close();
});

const company = async (request: APIRequestContext) =>
  (await api<{ items: { name: string }[] }>(request, 'planner@demo.test', '/companies')).items[0]!
    .name;

test('a planner creates a project online, lands on its page and finds it in the list with its new number', async ({
  page,
  request,
}) => {
  const projects = await logIn(page, 'planner@demo.test');
  await projects.createProject({
    company: await company(request),
    clientMark: 'WGA',
    name: 'Winter gala online',
  });
  // Once the server made it, its page opens; back on the list it shows with its number.
  await expect(page).toHaveURL(/\/projects\/P-9\d{4}$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/projects(\?.*)?$/);
  await projects.search('Winter gala online');
  const row = projects.row('Winter gala online');
  await expect(row).toContainText(/P-9\d{4}/);
  await expect(row.getByText('Pending')).toHaveCount(0);
  // The planner manages it: it is in "my not closed".
  await projects.show('Mine', 'Not closed');
  await expect(projects.row('Winter gala online')).toHaveCount(1);
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/projects\/P-9\d{4}$/);
});

async function backOnline(page: Page, context: BrowserContext): Promise<void> {
  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

test('a project created offline shows pending and reaches the server once back online', async ({
  page,
  context,
  request,
}) => {
  const projects = await logIn(page, 'planner@demo.test');
  await waitForServiceWorker(page);
  const name = await company(request);
  await goOffline(context);
  await projects.createProject({ company: name, clientMark: 'OFF', name: 'Offline fair' });
  await projects.search('Offline fair');
  const row = projects.row('Offline fair');
  await expect(row).toContainText('New project');
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByRole('link')).toHaveCount(0);

  await backOnline(page, context);
  await expect(row).toContainText(/P-9\d{4}/);
  await expect(row.getByText('Pending')).toHaveCount(0);
  const posts = (await appliedWrites(request)).filter(
    (w) => w.method === 'POST' && w.path.endsWith('/projects'),
  );
  expect(posts).toHaveLength(1);
});

test('a planner’s screens open offline before their first use: the worker caches them at login', async ({
  page,
  context,
}) => {
  await new LoginPage(page).logInAtHome('planner@demo.test');
  // Office screens are not precached (P4); the worker fetches them when a planner logs in.
  await reloadOfflineWithWorkerFile(page, context, /\/assets\/office-ProjectsCalendarScreen-/);
  await expect(new AppShell(page).title).toHaveText('Home');
  const calendar = new ProjectsCalendarPage(page);
  await calendar.open();
  await expect(calendar.viewSwitch).toBeVisible();
});
