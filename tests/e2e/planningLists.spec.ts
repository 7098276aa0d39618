import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './harness/test';
import { CrewItemListPage } from './pages/CrewItemListPage';
import { LoginPage } from './pages/LoginPage';
import { ProjectsCalendarPage } from './pages/ProjectsCalendarPage';
import { apiToken, resetServer } from './support';

type Listed = { number: string; name: string; beginDate: string; status: string };

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

async function logIn(page: Page, email: string): Promise<void> {
  const login = new LoginPage(page);
  await login.logInAtHome(email);
}

test('a client sees the crew items of their own projects only, and filters them by project', async ({
  page,
  request,
}) => {
  // The client's own projects, open and closed (the list reaches a month back).
  const own = new Set<string>();
  for (const filter of ['notClosed', 'closed']) {
    const { items } = await api<{ items: Listed[] }>(
      request,
      'client@demo.test',
      `/projects?filter=${filter}`,
    );
    for (const p of items) own.add(p.number);
  }
  await logIn(page, 'client@demo.test');
  const list = new CrewItemListPage(page);
  await list.open();
  await expect(list.rows.first()).toBeVisible();
  const numbers = (await list.rows.allTextContents()).map((t) => /^(P-\d+)/.exec(t)?.[1]);
  expect(numbers.length).toBeGreaterThan(0);
  for (const n of numbers) expect(own.has(n ?? '')).toBe(true);

  // Filter by the first row's project: only its items remain, and the URL keeps the filter.
  const first = (await list.rows.first().textContent()) ?? '';
  const [, number, name] =
    /^(P-\d+) · (.+?)(Confirmed|Waiting|Requested|Open|Cancelled|Not needed|No-show)/.exec(first) ??
    [];
  await list.filterByProject(`${number} · ${name}`);
  await expect(page).toHaveURL(new RegExp(`project=${number}`));
  await expect(list.count).toContainText(' of ');
  for (const text of await list.rows.allTextContents())
    expect(text.startsWith(`${number} · `)).toBe(true);
  await expect(list.exportButton).toBeVisible();
});

test('the projects calendar shows a seeded project on its day with its status, and opens it', async ({
  page,
  request,
}) => {
  const { items } = await api<{ items: Listed[] }>(
    request,
    'client@demo.test',
    '/projects?filter=notClosed',
  );
  const quoted = items.find((p) => p.status === 'quoted') ?? items[0]!;
  await logIn(page, 'client@demo.test');
  const calendar = new ProjectsCalendarPage(page);
  await calendar.open(`?date=${quoted.beginDate}`);
  const row = calendar.project(quoted.number);
  await expect(row).toContainText(quoted.status === 'quoted' ? 'Project quoted' : 'Confirmed');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/projects/${quoted.number}$`));
});
