import { expect, test } from './harness/test';
import { LoginPage } from './pages/LoginPage';

test('the language picked on the login screen is used and kept', async ({ page }) => {
  await new LoginPage(page).open();
  await page.getByLabel('Language').selectOption('nl');
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await page.getByLabel('Taal').selectOption('de-AT');
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
});
