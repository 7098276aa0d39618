import { expect, test } from './harness/test';
import { LoginPage } from './pages/LoginPage';
import { TopMenu } from './pages/TopMenu';
import { GUEST_PASSWORD, resetServer } from './support';
import { DEMO_PLUS_CREW_NUMBER, DEMO_PROJECT_NUMBER } from '../../server/seed/demoLogins';

// Issue 17, themes and layouts: the top-menu layout of embedded use at a phone's width.
test.use({ viewport: { width: 390, height: 844 } });

const GUEST_NOTE = 'Contact your provider to get a personal account.';

// A spec run earlier in this worker may have changed the demo people (their language).
test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('the red top menu shows a crew member only their pages and hides nothing under it', async ({
  page,
}) => {
  await new LoginPage(page).logInAtHome('crew@demo.test');
  await page.goto('/payrolls?theme=red');
  const top = new TopMenu(page);
  // SPEC §2's red menu through the sidebar's rules: no Planning calendar without the right.
  await expect(top.links).toHaveText(['Home', 'Payrolls', 'Contracts', 'Crew info']);
  await expect(top.main.getByRole('list', { name: 'Payrolls' })).toBeVisible();
  const { headerBottom, contentTop, padding } = await top.geometry();
  // 65 px per drawn row (SPEC §9), and the page starts below the header, whatever it wraps to.
  expect(padding % 65).toBe(0);
  expect(contentTop).toBeGreaterThanOrEqual(headerBottom);
});

test('the top menu grows with the rows it wraps to', async ({ page }) => {
  await new LoginPage(page).logInAtHome('crew@demo.test');
  await page.goto('/?theme=red');
  const top = new TopMenu(page);
  await expect(top.links).toHaveCount(4);
  const wide = await top.geometry();
  // Narrower than any phone: the same menu now needs more rows, and the padding follows.
  await page.setViewportSize({ width: 240, height: 844 });
  await expect.poll(async () => (await top.geometry()).padding).toBeGreaterThan(wide.padding);
  const narrow = await top.geometry();
  expect(narrow.padding % 65).toBe(0);
  expect(narrow.contentTop).toBeGreaterThanOrEqual(narrow.headerBottom);
});

test('a project guest in the top menu gets the note about a personal account', async ({ page }) => {
  await page.goto(`/login?PID=${DEMO_PROJECT_NUMBER}&Password=${GUEST_PASSWORD}`);
  await expect(page).toHaveURL(new RegExp(`/projects/${DEMO_PROJECT_NUMBER}$`));
  await page.goto(`/projects/${DEMO_PROJECT_NUMBER}?theme=red`);
  const top = new TopMenu(page);
  await expect(top.guestNote).toBeVisible();
  await expect(top.links).toHaveCount(0);
  // Once: the landing screen leaves its own copy of the note to the menu.
  await expect(top.main.getByRole('heading', { name: 'Crews' })).toBeVisible();
  await expect(page.getByText(GUEST_NOTE)).toHaveCount(1);
  const { headerBottom, contentTop } = await top.geometry();
  expect(contentTop).toBeGreaterThanOrEqual(headerBottom);
});

test('a plus-crew guest in the top menu gets the note and its one home entry', async ({ page }) => {
  await page.goto(`/login?PCID=${DEMO_PLUS_CREW_NUMBER}&Password=${GUEST_PASSWORD}`);
  await expect(page).toHaveURL(new RegExp(`/plus-crews/${DEMO_PLUS_CREW_NUMBER}$`));
  await page.goto(`/plus-crews/${DEMO_PLUS_CREW_NUMBER}?theme=red`);
  const top = new TopMenu(page);
  await expect(top.guestNote).toBeVisible();
  await expect(top.links).toHaveText(['Home']);
  await expect(top.menu.getByRole('link', { name: 'Home' })).toHaveAttribute(
    'href',
    `/plus-crews/${DEMO_PLUS_CREW_NUMBER}/data?theme=red`,
  );
  await top.menu.getByRole('link', { name: 'Home' }).click();
  await expect(top.main.getByRole('button', { name: 'Add a day' })).toBeVisible();
  await expect(page.getByText(GUEST_NOTE)).toHaveCount(1);
});
