import { expect, test } from './harness/test';
import { LoginPage } from './pages/LoginPage';
import { ProjectVacanciesPage } from './pages/ProjectVacanciesPage';
import { apiToken, resetServer } from './support';
import { goOffline, waitForServiceWorker } from './offline';

type Vacancy = {
  id: number;
  projectName: string;
  functionName: string;
  offeredAt: string | null;
  applicants: { personId: number; name: string }[];
};

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('the planner offers an open crew item, a crew member applies, the planner sees who applied', async ({
  page,
  context,
  request,
}) => {
  const planner = await apiToken(request, 'planner@demo.test');
  const crew = await apiToken(request, 'crew@demo.test');
  const list = async () =>
    (
      (await (
        await request.get('/api/v1/projectVacancies', {
          headers: { Type: 'MOBILE', Authorization: `Bearer ${planner}` },
        })
      ).json()) as { items: Vacancy[] }
    ).items;

  const login = new LoginPage(page);
  await login.logInAtHome('planner@demo.test');

  const screen = new ProjectVacanciesPage(page);
  await screen.open();
  await expect(screen.items).not.toHaveCount(0);
  await expect(screen.temporaryPersons).not.toHaveCount(0);
  // An item nobody applied for yet, told apart on screen by its project and function.
  const all = await list();
  const pair = (v: Vacancy) => `${v.projectName}|${v.functionName}`;
  const first = all.find(
    (v) =>
      v.offeredAt === null &&
      v.applicants.length === 0 &&
      all.filter((w) => pair(w) === pair(v)).length === 1,
  );
  const item = screen.item(first!.projectName, first!.functionName).first();
  await expect(item).toContainText('No applicants yet');
  await screen.offer(item);
  await expect(item.getByText('Offered', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await list()).find((v) => v.id === first!.id)?.offeredAt ?? null)
    .not.toBeNull();

  // A crew member applies (the crew side's applyVacancy), and the planner looks again.
  const applied = await request.post(`/api/v1/projectCrewItems/${first!.id}/applyVacancy`, {
    headers: { Type: 'MOBILE', Authorization: `Bearer ${crew}`, 'Idempotency-Key': 'e2e-apply-1' },
  });
  expect(applied.status()).toBe(200);
  const name = (await list()).find((v) => v.id === first!.id)!.applicants[0]!.name;
  await page.goto('/');
  await screen.open();
  await expect(screen.item(first!.projectName, first!.functionName).first()).toContainText(
    `Applied: ${name}`,
  );

  // Offline after one visit: the list comes from the device.
  await waitForServiceWorker(page);
  await goOffline(context);
  await page.reload();
  await expect(screen.item(first!.projectName, first!.functionName).first()).toContainText(
    `Applied: ${name}`,
  );
});
