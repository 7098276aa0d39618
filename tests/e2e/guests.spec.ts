import { expect, test } from './harness/test';
import { AppShell } from './pages/AppShell';
import { GUEST_PASSWORD } from './support';
import { DEMO_PLUS_CREW_NUMBER, DEMO_PROJECT_NUMBER } from '../../server/seed/demoLogins';

test('a project login from the URL lands in project guest mode and stays there', async ({
  page,
}) => {
  await page.goto(`/login?PID=${DEMO_PROJECT_NUMBER}&Password=${GUEST_PASSWORD}`);
  await expect(page).toHaveURL(new RegExp(`/projects/${DEMO_PROJECT_NUMBER}$`));
  // SPEC §2: no back arrow on the project page in project guest mode.
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

  for (const path of ['/jobs', '/', '/projects', '/payrolls', '/plus-crews/PC-1']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/projects/${DEMO_PROJECT_NUMBER}$`));
  }

  const shell = new AppShell(page);
  await shell.openMenu();
  await expect(shell.mainMenu.getByRole('link')).toHaveCount(0);
  await expect(
    shell.sidebar.getByText('Contact your provider to get a personal account.'),
  ).toBeVisible();
});

test('a plus-crew login from the URL lands in plus-crew guest mode and stays there', async ({
  page,
}) => {
  await page.goto(`/login?PCID=${DEMO_PLUS_CREW_NUMBER}&Password=${GUEST_PASSWORD}`);
  await expect(page).toHaveURL(new RegExp(`/plus-crews/${DEMO_PLUS_CREW_NUMBER}$`));
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  // The landing page says it is a guest's view, as the data page does.
  await expect(
    page.getByRole('main').getByText('Contact your provider to get a personal account.'),
  ).toBeVisible();

  await page.goto(`/plus-crews/${DEMO_PLUS_CREW_NUMBER}/data`);
  await expect(page).toHaveURL(new RegExp(`/plus-crews/${DEMO_PLUS_CREW_NUMBER}/data$`));
  // Without a back arrow, and with Home opening this page, the link is the way back.
  await page.getByRole('main').getByRole('link', { name: 'Bonus dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/plus-crews/${DEMO_PLUS_CREW_NUMBER}$`));

  for (const path of [
    '/jobs',
    '/projects',
    `/plus-crews/${DEMO_PLUS_CREW_NUMBER}/settings`,
    '/profile',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/plus-crews/${DEMO_PLUS_CREW_NUMBER}$`));
  }

  const shell = new AppShell(page);
  await shell.openMenu();
  // The one home item links to the data page, because plus-crew guests may edit plus crews.
  await expect(shell.mainMenu.getByRole('link')).toHaveCount(1);
  await expect(shell.mainMenu.getByRole('link', { name: 'Home' })).toHaveAttribute(
    'href',
    `/plus-crews/${DEMO_PLUS_CREW_NUMBER}/data`,
  );
});

test('the guest limits hold on the server too', async ({ request }) => {
  const token = await request
    .post('/api/v1/auth/token', {
      headers: { Type: 'MOBILE' },
      data: { projectNumber: DEMO_PROJECT_NUMBER, password: GUEST_PASSWORD },
    })
    .then(async (r) => ((await r.json()) as { token: string }).token);
  const headers = { Type: 'MOBILE', Authorization: `Bearer ${token}` };
  expect((await request.get(`/api/v1/projects/${DEMO_PROJECT_NUMBER}`, { headers })).status()).toBe(
    200,
  );
  expect((await request.get('/api/v1/jobs', { headers })).status()).toBe(403);
  expect((await request.get('/api/v1/projects', { headers })).status()).toBe(403);
});

test('a wrong guest password shows the error on the login screen', async ({ page }) => {
  await page.goto(`/login?PID=${DEMO_PROJECT_NUMBER}&Password=wrong`);
  await expect(page.getByRole('alert')).toHaveText('Wrong login or password.');
  await expect(page.getByLabel('Project number')).toHaveValue(DEMO_PROJECT_NUMBER);
});
