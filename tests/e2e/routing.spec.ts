import { expect, test } from './harness/test';
import { LoginPage } from './pages/LoginPage';
import { AppShell } from './pages/AppShell';

test('an unknown path shows Not found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
});

test('an unknown path shows Not found when logged in too', async ({ page }) => {
  const login = new LoginPage(page);
  await login.logInAtHome('crew@demo.test');
  await page.goto('/jobs/1/unknown-tab');
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
});

test('the info page is open without a login', async ({ page }) => {
  await page.goto('/version');
  await expect(page.getByText('App version')).toBeVisible();
  await expect(page.getByText('Reachable')).toBeVisible();
  // Standing alone, without the app's header, it names itself and shows the way in.
  await expect(page.getByRole('heading', { name: 'Info' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});

test('no back arrow on home, a back arrow elsewhere that goes back', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn('crew@demo.test');
  const shell = new AppShell(page);
  await expect(shell.title).toHaveText('Home');
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await shell.bottomBar.getByRole('link', { name: 'Jobs' }).click();
  await expect(shell.title).toHaveText('Jobs');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(shell.title).toHaveText('Home');
});

test('a theme parameter switches to the top-menu layout with home and info only', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.logInAtHome('crew@demo.test');
  await page.goto('/?theme=blue');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link')).toHaveText(['Home', 'Info']);
  await page.goto('/?theme=red');
  // The red theme's longer menu, less Planning calendar: a crew member may not open it.
  await expect(menu.getByRole('link')).toHaveText(['Home', 'Payrolls', 'Contracts', 'Crew info']);
});
