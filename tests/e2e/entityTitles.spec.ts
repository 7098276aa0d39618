import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './harness/test';
import { LoginPage } from './pages/LoginPage';
import { AppShell } from './pages/AppShell';
import { apiToken, GUEST_PASSWORD, resetServer } from './support';
import { DEMO_PLUS_CREW_NUMBER, DEMO_PROJECT_NUMBER } from '../../server/seed/demoLogins';

// SPEC §2: the header's title comes from the loaded entity (plus crew, crew, document,
// project, form); the route's own title stands while it loads or when the device lacks it.

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

async function serverGet<T>(request: APIRequestContext, login: string, path: string): Promise<T> {
  const token = await apiToken(request, login);
  const res = await request.get(`/api/v1${path}`, {
    headers: { Type: 'MOBILE', Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

type Named = { id: number; name: string };
type Items<T> = { items: T[] };

test('a crew chief sees the crew’s name, and “Crew” for a crew the device lacks', async ({
  page,
  request,
}) => {
  const crew = await serverGet<Named>(request, 'chief@demo.test', '/projectCrews/1');
  await new LoginPage(page).logInAtHome('chief@demo.test');
  const title = new AppShell(page).title;
  await page.goto('/crews/1');
  await expect(title).toHaveText(crew.name);
  await page.goto('/crews/1/crew-chief-job');
  await expect(title).toHaveText(crew.name);
  await page.goto('/crews/999999');
  await expect(page.getByText('Crew not found')).toBeVisible();
  await expect(title).toHaveText('Crew');
});

test('a crew member sees the names of a document and a form', async ({ page, request }) => {
  const [docs, forms] = await Promise.all([
    serverGet<Items<Named>>(request, 'crew@demo.test', '/documentsToSign'),
    serverGet<Items<{ id: number; title: string; kind: string }>>(
      request,
      'crew@demo.test',
      '/forms/perform',
    ),
  ]);
  const doc = docs.items[0]!;
  const form = forms.items.find((f) => f.kind === 'form')!;
  await new LoginPage(page).logInAtHome('crew@demo.test');
  const title = new AppShell(page).title;
  await page.goto(`/documents/${doc.id}`);
  await expect(title).toHaveText(doc.name);
  await page.goto(`/forms/${form.id}`);
  await expect(title).toHaveText(form.title);
});

test('a planner sees the names of a project and a plus crew, with what the page is of it', async ({
  page,
  request,
}) => {
  const [projects, plusCrew] = await Promise.all([
    serverGet<Items<{ number: string; name: string }>>(request, 'planner@demo.test', '/projects'),
    serverGet<Named>(request, 'planner@demo.test', `/plusCrews/${DEMO_PLUS_CREW_NUMBER}`),
  ]);
  const project = projects.items.find((p) => p.number === DEMO_PROJECT_NUMBER)!;
  await new LoginPage(page).logInAtHome('planner@demo.test');
  const title = new AppShell(page).title;
  const namedHeadings = (name: string) => page.getByRole('heading', { name, exact: true });
  await page.goto(`/projects/${DEMO_PROJECT_NUMBER}`);
  await expect(title).toHaveText(project.name);
  // Said once: the screen leaves out the heading the header already shows whole.
  await expect(page.getByText('Project manager', { exact: true })).toBeVisible();
  await expect(namedHeadings(project.name)).toHaveCount(1);
  await page.goto(`/plus-crews/${DEMO_PLUS_CREW_NUMBER}`);
  await expect(title).toHaveText(plusCrew.name);
  await expect(page.getByRole('link', { name: 'Daily figures' })).toBeVisible();
  await expect(namedHeadings(plusCrew.name)).toHaveCount(1);
  // The top menu has no title of its own: there the screen names the plus crew itself.
  await page.goto(`/plus-crews/${DEMO_PLUS_CREW_NUMBER}?theme=red`);
  await expect(page.getByRole('main').getByRole('heading', { name: plusCrew.name })).toBeVisible();
  await page.goto(`/projects/${DEMO_PROJECT_NUMBER}?theme=red`);
  await expect(page.getByRole('main').getByRole('heading', { name: project.name })).toBeVisible();
  await page.goto(`/plus-crews/${DEMO_PLUS_CREW_NUMBER}/settings`);
  await expect(title).toHaveText(`Settings: ${plusCrew.name}`);
  await page.goto(`/plus-crews/${DEMO_PLUS_CREW_NUMBER}/data`);
  await expect(title).toHaveText(`Daily figures: ${plusCrew.name}`);
});

test('a project guest sees its project’s name', async ({ page, request }) => {
  const projects = await serverGet<Items<{ number: string; name: string }>>(
    request,
    'planner@demo.test',
    '/projects',
  );
  const project = projects.items.find((p) => p.number === DEMO_PROJECT_NUMBER)!;
  await page.goto(`/login?PID=${DEMO_PROJECT_NUMBER}&Password=${GUEST_PASSWORD}`);
  await expect(page).toHaveURL(new RegExp(`/projects/${DEMO_PROJECT_NUMBER}$`));
  await expect(new AppShell(page).title).toHaveText(project.name);
});
