import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './harness/test';
import { LoginPage } from './pages/LoginPage';
import { PlannerCrewPage } from './pages/PlannerCrewPage';
import { MembershipCrewsPage } from './pages/MembershipCrewsPage';
import { apiToken, resetServer } from './support';

type Membership = { id: number; crewId: number; personId: number; name: string };
type Crew = { id: number; name: string; members: Membership[] };

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

async function logIn(page: Page, email: string): Promise<void> {
  const login = new LoginPage(page);
  await login.logInAtHome(email);
}

/** The server's own crews, as the planner reads them (the check is not the app's table). */
async function serverCrews(request: APIRequestContext): Promise<Crew[]> {
  const token = await apiToken(request, 'planner@demo.test');
  const res = await request.get('/api/v1/pCrews', {
    headers: { Type: 'MOBILE', Authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { items: Crew[] }).items;
}

test('the planner filters the crew planner by function and region, and a reload keeps it', async ({
  page,
}) => {
  await logIn(page, 'planner@demo.test');
  const planner = new PlannerCrewPage(page);
  await planner.open();
  await expect(planner.legend).toContainText('Red border');
  await expect(planner.people.first()).toBeVisible();

  // Seed: Alex Chief works as crew chief and lives in the South; Sam Crew in the East.
  await planner.pick('Functions', 'Crew chief');
  await planner.pick('Regions', 'South');
  await expect(page).toHaveURL(/functions=Crew(\+|%20)chief/);
  await expect(page).toHaveURL(/regions=(%22)?3\b/);
  await expect(planner.person('Alex Chief')).toBeVisible();
  await expect(planner.people.filter({ hasNotText: 'South' })).toHaveCount(0);
  await expect(planner.people.filter({ hasNotText: 'Crew chief' })).toHaveCount(0);

  await page.reload();
  await expect(planner.person('Alex Chief')).toBeVisible();
  await expect(planner.people.filter({ hasNotText: 'South' })).toHaveCount(0);
  await expect(page).toHaveURL(/regions=(%22)?3\b/);

  // A crew: its crew members only (the client in it is not planned).
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).not.toHaveURL(/functions=/);
  await planner.pick('Crews', 'Northwind regulars');
  await expect(planner.person('Sam Crew')).toBeVisible();
  await expect(planner.person('Chris Client')).toBeHidden();

  // Sam Crew's border is red; a tap says why, in words.
  await planner.tap('Sam Crew');
  await expect(planner.person('Sam Crew')).toContainText(/expired on/);

  // Nobody matches: said so, with a way out.
  await planner.pick('Regions', 'North');
  await expect(
    page.getByText('Crew members not found: nobody matches these filters.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(planner.people.first()).toBeVisible();
});

test('the planner creates a membership crew, adds a member and removes them (server checked)', async ({
  page,
  request,
}) => {
  await logIn(page, 'planner@demo.test');
  const crews = new MembershipCrewsPage(page);
  await crews.open();
  await crews.createCrew('Winter gala crew', 'Stage crew');
  await expect(crews.crew('Winter gala crew')).toBeVisible();
  await expect
    .poll(async () => (await serverCrews(request)).map((c) => c.name))
    .toContain('Winter gala crew');
  // Once the server has it, the crew opens under its server id.
  await expect(crews.crew('Winter gala crew')).toHaveAttribute('href', /\/membership-crews\/\d+$/);
  await crews.crew('Winter gala crew').click();
  await expect(page.getByRole('heading', { name: 'Winter gala crew' })).toBeVisible();

  await crews.addMember('Sam Crew');
  await expect(crews.members).toContainText('Sam Crew');
  const members = async () =>
    (await serverCrews(request))
      .find((c) => c.name === 'Winter gala crew')
      ?.members.map((m) => m.name) ?? [];
  await expect.poll(members).toEqual(['Sam Crew']);

  await crews.removeMember('Sam Crew');
  await expect(page.getByText('This crew has no members yet.')).toBeVisible();
  await expect.poll(members).toEqual([]);
});
