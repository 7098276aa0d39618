import { expect, test } from './harness/test';
import { LoginPage } from './pages/LoginPage';
import { AppShell } from './pages/AppShell';
import { storedSessionCount } from './support';

test('a wrong password is refused with a clear message', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn('crew@demo.test', 'wrong-password');
  await expect(login.error).toHaveText('Wrong login or password.');
  await expect(page).toHaveURL(/\/login/);
});

test('empty fields are explained before anything is sent', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
});

test('an unauthenticated visit goes to login and comes back after it', async ({ page }) => {
  await page.goto('/payrolls');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpayrolls/);
  const login = new LoginPage(page);
  await login.logIn('crew@demo.test');
  await expect(page).toHaveURL(/\/payrolls$/);
  await expect(new AppShell(page).title).toHaveText('Payrolls');
});

test('the login name in the URL fills the form', async ({ page }) => {
  await page.goto('/profile?login=crew@demo.test');
  await expect(page).toHaveURL(/\/login\?login=crew%40demo.test/);
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(
    'crew@demo.test',
  );
});

test('logout returns to login and leaves no token on the device', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn('crew@demo.test');
  const shell = new AppShell(page);
  await expect(shell.title).toHaveText('Home');
  expect(await storedSessionCount(page)).toBe(1);
  await shell.logOut();
  await expect(login.heading).toBeVisible();
  expect(await storedSessionCount(page)).toBe(0);
  await page.goto('/jobs');
  await expect(page).toHaveURL(/\/login/);
});

test('the session survives a reload', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn('office@demo.test');
  const shell = new AppShell(page);
  await expect(shell.title).toHaveText('Home');
  await page.reload();
  await expect(shell.title).toHaveText('Home');
});

test('the browser title names the tenant host and the product', async ({ page }) => {
  await new LoginPage(page).open();
  await expect(page).toHaveTitle(
    'Crew Hub Demo - Your Digital Hub for Crew Management and Project Planning',
  );
});
