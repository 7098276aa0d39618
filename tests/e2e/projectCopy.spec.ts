import { expect, test } from './harness/test';
import { LoginPage } from './pages/LoginPage';
import { ProjectCopyDialog } from './pages/ProjectCopyDialog';
import { apiToken, resetServer } from './support';
import { deviceRowCounts } from './offline';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('the planner copies a project with persons onto its own dates: sees the double bookings, goes on with a reason, lands on the copy', async ({
  page,
  request,
}) => {
  const planner = await apiToken(request, 'planner@demo.test');
  const source = (await (
    await request.get('/api/v1/projects/P-24001', {
      headers: { Type: 'MOBILE', Authorization: `Bearer ${planner}` },
    })
  ).json()) as { beginDate: string };

  const login = new LoginPage(page);
  await login.logInAtHome('planner@demo.test');

  // The check before booking reads the persons' availability the login pulled.
  await expect
    .poll(async () => (await deviceRowCounts(page, ['personAvailabilities']))[0])
    .toBeGreaterThan(0);
  const copy = new ProjectCopyDialog(page);
  await copy.openProject('P-24001');
  await copy.open();
  // The same dates: everyone on the project's crews would be booked twice.
  await copy.choose({ beginDate: source.beginDate, persons: true });
  await expect(copy.collisions).not.toHaveCount(0);
  await expect(copy.collisions.first()).toContainText('Already booked (double booking)');
  await copy.goOnWithReason('Second shift, agreed with the crew');

  // Creates and copies share one number series (migration 019: P-90001 on).
  await expect(page).toHaveURL(/\/projects\/P-9\d{4}$/);
  await expect(page).not.toHaveURL(/P-24001$/);
  await expect(page.getByRole('button', { name: 'Copy project' })).toBeVisible();
});
