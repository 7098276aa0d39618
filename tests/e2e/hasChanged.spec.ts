import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './harness/test';
import { AppShell } from './pages/AppShell';
import { ChangesSheet } from './pages/ChangesSheet';
import { CrewItemListPage } from './pages/CrewItemListPage';
import { LoginPage } from './pages/LoginPage';
import { ProjectCrewsPage } from './pages/ProjectCrewsPage';
import { apiToken, resetServer } from './support';

const PROJECT = 'P-24001';
const CREW = 'Stage crew A';
const SAM = 'Sam Crew';

type Member = { id: number; version: number; name: string };
type Change = { crewItemId: number; field: string };

const auth = async (request: APIRequestContext, login: string) => ({
  Type: 'MOBILE',
  Authorization: `Bearer ${await apiToken(request, login)}`,
});

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('a chief checks a crew member in; the planner, with the project open, sees "Has changed", reads old → new, and the mark is gone', async ({
  page,
  request,
}) => {
  // A phone's width: the mark and the sheet must fit at 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  const login = new LoginPage(page);
  await login.logInAtHome('planner@demo.test');

  const crews = new ProjectCrewsPage(page);
  const changes = new ChangesSheet(page);
  await crews.open(PROJECT);
  const sam = crews.crew(CREW).getByRole('listitem', { name: new RegExp(`: ${SAM}$`) });
  await expect(sam).toBeVisible();
  await expect(changes.mark(sam)).toHaveCount(0);

  // The chief, on their own phone, checks Sam in (the crew side's call).
  const chief = await auth(request, 'chief@demo.test');
  const members = (await (
    await request.get('/api/v1/projectCrews/1/projectCrewItems', { headers: chief })
  ).json()) as { items: Member[] };
  const member = members.items.find((m) => m.name === SAM)!;
  const checkIn = await request.post(`/api/v1/projectCrewItems/${member.id}/siteEvents`, {
    headers: { ...chief, 'If-Match': `"${member.version}"`, 'Idempotency-Key': 'e2e-chg-checkin' },
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

  // Without a reload: the live changes (every 5 s) bring the mark and the new site state.
  await expect(changes.mark(sam)).toBeVisible({ timeout: 15_000 });
  await expect(sam.getByText('Checked in', { exact: true })).toBeVisible();

  await changes.mark(sam).click();
  await expect(changes.sheet).toBeVisible();
  const onSite = changes.field('On site');
  await expect(onSite).toContainText('Not on site yet');
  await expect(onSite).toContainText('Checked in');
  await expect(onSite).toContainText('By Alex Chief');
  const box = await changes.sheet.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await changes.close();
  await expect(changes.sheet).toBeHidden();
  await expect(changes.mark(sam)).toHaveCount(0);

  // The server agrees: the planner has seen it; the client has not, so theirs stays.
  const unseen = async (login: string) =>
    (
      (await (
        await request.get('/api/v1/crewItemChanges', { headers: await auth(request, login) })
      ).json()) as { items: Change[] }
    ).items.filter((c) => c.crewItemId === member.id);
  await expect.poll(() => unseen('planner@demo.test')).toEqual([]);
  expect(await unseen('client@demo.test')).toHaveLength(1);

  // And it stays gone after a reload.
  await page.reload();
  await expect(sam).toBeVisible();
  await expect(changes.mark(sam)).toHaveCount(0);

  // The client has not looked yet: their crew item list marks Sam's item in every view, and
  // reading it there clears theirs.
  await new AppShell(page).logOut();
  await login.logIn('client@demo.test');
  await expect(new AppShell(page).title).toHaveText('Home');
  const list = new CrewItemListPage(page);
  await list.open();
  await list.filterByProjectNumber(PROJECT);
  const samItem = list.rows
    .filter({ hasText: SAM })
    .filter({ has: page.getByRole('button', { name: 'Has changed', exact: true }) });
  await expect(samItem).toHaveCount(1);
  await changes.mark(samItem).click();
  await expect(changes.field('On site')).toContainText('Checked in');
  await changes.close();
  await expect.poll(() => unseen('client@demo.test')).toEqual([]);
});
