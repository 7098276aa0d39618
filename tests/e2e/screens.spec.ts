import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './harness/test';
import { LoginPage } from './pages/LoginPage';
import { AppShell } from './pages/AppShell';
import { apiToken, resetServer } from './support';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

async function serverGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await apiToken(request, 'crew@demo.test');
  const res = await request.get(`/api/v1${path}`, {
    headers: { Type: 'MOBILE', Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

type Screen = {
  path: string;
  /** The header's title of the screen. */
  title: string;
  /** Something only the built screen shows, filled from the demo data. */
  content: (page: Page) => Locator;
};

const listItems = (page: Page, name: string) =>
  page.getByRole('list', { name, exact: true }).getByRole('listitem').first();

function crewScreens(jobId: number, payrollNumber: string): Screen[] {
  return [
    {
      path: '/',
      title: 'Home',
      // The seeded refusal (in 12 days) is a vacation answer under "Waiting for you".
      content: (p) =>
        p
          .getByRole('list', { name: 'Waiting for you' })
          .getByRole('link', { name: /^Vacation declined: \w{3} \d{1,2} \w{3}$/ }),
    },
    {
      path: '/jobs',
      title: 'Jobs',
      content: (p) => p.getByRole('tabpanel').getByRole('listitem').first(),
    },
    {
      path: `/jobs/${jobId}`,
      title: 'Job',
      content: (p) => p.getByRole('main').getByRole('heading', { level: 2 }),
    },
    {
      path: '/personal-calendar',
      title: 'Personal calendar',
      content: (p) => listItems(p, 'Blocked dates'),
    },
    { path: '/vacancies', title: 'Vacancies', content: (p) => listItems(p, 'Vacancies') },
    { path: '/payrolls', title: 'Payrolls', content: (p) => listItems(p, 'Payrolls') },
    {
      path: `/payrolls/${payrollNumber}`,
      title: 'Payroll',
      content: (p) => listItems(p, 'Payroll items'),
    },
    {
      path: '/payrolls-documents',
      title: 'Payroll documents',
      content: (p) => listItems(p, 'Payroll documents'),
    },
    { path: '/contracts', title: 'Contracts', content: (p) => listItems(p, 'Contracts') },
    { path: '/crew-info', title: 'Crew info', content: (p) => p.getByRole('article').first() },
    { path: '/trainings', title: 'Trainings', content: (p) => listItems(p, 'Trainings') },
    { path: '/mobileDocuments', title: 'Documents', content: (p) => listItems(p, 'Documents') },
    {
      path: '/help',
      title: 'Help',
      content: (p) => p.getByRole('button', { name: 'How offline works' }),
    },
    {
      path: '/profile',
      title: 'Profile',
      content: (p) => p.getByRole('heading', { name: 'Sam Crew' }),
    },
    {
      path: '/crew-profile/1',
      title: 'Crew profile',
      content: (p) => p.getByRole('heading', { name: 'Sam Crew' }),
    },
  ];
}

test('every crew screen opens online with its own content', async ({ page, request }) => {
  // One journey through every crew screen (over a dozen page loads): more than one page's
  // share of the default 30 s on the slower machines.
  test.setTimeout(90_000);
  const [jobs, payrolls] = await Promise.all([
    serverGet<{ items: { id: number }[] }>(request, '/jobs'),
    serverGet<{ items: { number: string }[] }>(request, '/payrolls'),
  ]);
  const screens = crewScreens(jobs.items[0]!.id, payrolls.items[0]!.number);

  const login = new LoginPage(page);
  await login.open();
  await login.logIn('crew@demo.test');
  const title = new AppShell(page).title;
  await expect(title).toHaveText('Home');

  for (const screen of screens) {
    await test.step(screen.path, async () => {
      await page.goto(screen.path);
      await expect(title).toHaveText(screen.title);
      await expect(screen.content(page)).toBeVisible();
      await expect(page.getByText('not available yet', { exact: false })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Not found' })).toHaveCount(0);
    });
  }
});
