import { expect, test } from './harness/test';
import { seriousViolations } from './axe';
import { focusIsVisible, tabTo } from './keyboard';
import { AppShell } from './pages/AppShell';
import { CalendarPage } from './pages/CalendarPage';
import { LoginPage } from './pages/LoginPage';
import { resetServer } from './support';

/**
 * Issue 17, keyboard: every action is reached with Tab and shows a focus ring, focus moves to
 * the page heading on a change of page (not on the app's first load), and dialogs keep the
 * focus while open and give it back to their opener when closed.
 */

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('the login form is filled and sent with the keyboard alone, every stop showing focus', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.open();
  const submit = page.getByRole('button', { name: 'Log in' });
  const stops = await tabTo(page, submit);
  // The way a person goes down the form: what to log in with, who, the password, send.
  const order = ['E-mail', 'Password', 'Show password', 'Log in'].map((name) =>
    stops.findIndex((s) => s.startsWith(name)),
  );
  expect(order.every((i) => i >= 0)).toBe(true);
  expect(order).toEqual([...order].sort((a, b) => a - b));

  await page.getByRole('textbox', { name: 'E-mail', exact: true }).focus();
  await page.keyboard.type('crew@demo.test');
  await page.keyboard.press('Tab');
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  // Logging in is a change of page: focus is on the new page's heading, not left behind.
  const title = new AppShell(page).title;
  await expect(title).toHaveText('Home');
  await expect(title).toBeFocused();
});

test('a confirm dialog opens and closes with the keyboard, keeps the focus and gives it back', async ({
  page,
}) => {
  await new LoginPage(page).logInAtHome('crew@demo.test');
  const calendar = new CalendarPage(page);
  await calendar.open();
  const remove = page.getByRole('button', { name: /^Delete blocked date / }).first();
  const reason = ((await remove.getAttribute('aria-label')) ?? '').replace(
    'Delete blocked date ',
    '',
  );
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete blocked date?' });
  await expect(dialog).toBeVisible();
  // Tabbing on never leaves the dialog while it is open.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    expect(await focusIsVisible(page)).toBe(true);
  }
  // Escape closes it, and focus is back on the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();

  // Again, and this time the delete button of the dialog, reached with Tab.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Delete' }), 6);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(calendar.entry(reason)).toHaveCount(0);
});

test('an open form dialog passes axe, and its close button is named and closes it', async ({
  page,
}) => {
  await new LoginPage(page).logInAtHome('crew@demo.test');
  const calendar = new CalendarPage(page);
  await calendar.open();
  const dialog = await calendar.openBlockDates();
  // The route walk (accessibility.spec.ts) never opens a dialog: its ✕ was an unnamed button.
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('focus goes to the page heading after a change of page, not on the first load', async ({
  page,
}) => {
  await new LoginPage(page).logInAtHome('crew@demo.test');
  const shell = new AppShell(page);

  // A page opened by its address: the browser starts at the top, no focus is moved.
  await page.goto('/contracts');
  await expect(shell.title).toHaveText('Contracts');
  await expect(shell.title).not.toBeFocused();

  // The bottom bar, with the keyboard: Home, then focus on its heading.
  await tabTo(page, shell.bottomBar.getByRole('link', { name: 'Home' }));
  await page.keyboard.press('Enter');
  await expect(shell.title).toHaveText('Home');
  await expect(shell.title).toBeFocused();

  // The sidebar is a dialog: focus goes in, stays in, and Escape gives it back to the burger.
  const burger = page.getByRole('button', { name: 'Open menu' });
  await tabTo(page, burger);
  await page.keyboard.press('Enter');
  await expect(shell.sidebar).toBeVisible();
  await expect(shell.sidebar.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(shell.sidebar).toBeHidden();
  await expect(burger).toBeFocused();

  // A menu entry chosen with the keyboard: the menu closes and focus is on the new page.
  await page.keyboard.press('Enter');
  await tabTo(page, shell.mainMenu.getByRole('link', { name: 'Payrolls' }));
  await page.keyboard.press('Enter');
  await expect(shell.sidebar).toBeHidden();
  await expect(shell.title).toHaveText('Payrolls');
  await expect(shell.title).toBeFocused();
});
