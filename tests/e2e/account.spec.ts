import { expect, test } from './harness/test';
import { LoginPage } from './pages/LoginPage';
import { demoLinks, devMails, resetServer } from './support';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('forgotten password: the mailed link sets a new password that logs in', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgotten password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgotten password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('office@demo.test');
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('If an account exists for this address')).toBeVisible();

  const mail = (await devMails(request)).find((m) => m.to === 'office@demo.test');
  expect(mail).toBeDefined();
  const path = new URL(mail?.link ?? '', 'http://x').pathname;
  expect(path).toMatch(/^\/forgottenPassword\/.+/);

  await page.goto(path);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill('short');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();

  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('new-secret-1');
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill('new-secret-1');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been saved.')).toBeVisible();

  const login = new LoginPage(page);
  await login.logInAtHome('office@demo.test', 'new-secret-1');
});

test('a used or unknown reset link is refused clearly', async ({ page }) => {
  await page.goto('/forgottenPassword/not-a-real-token');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('new-secret-1');
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill('new-secret-1');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This link is no longer valid. Ask for a new one.',
  );
});

test('the welcome link uses the same screen under the title Welcome', async ({ page, request }) => {
  await page.goto((await demoLinks(request)).welcome);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('welcome-123');
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill('welcome-123');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been saved.')).toBeVisible();
});

test('unsubscribe confirms, and an unknown token says so', async ({ page, request }) => {
  await page.goto((await demoLinks(request)).unsubscribe);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You will no longer receive these e-mails.')).toBeVisible();
  await page.goto('/unsubscribe/nope');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not valid.');
});
