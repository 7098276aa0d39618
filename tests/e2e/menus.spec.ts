import { expect, test } from './harness/test';
import { LoginPage } from './pages/LoginPage';
import { AppShell } from './pages/AppShell';

/** SPEC §2 sidebar table applied to the demo tenant's rights per login type. */
const ACCOUNTS: { email: string; menu: string[]; bottom: string[] }[] = [
  {
    email: 'crew@demo.test',
    menu: [
      'Home',
      'Jobs',
      'Personal calendar',
      'Trainings',
      'Documents',
      'Vacancies',
      'Payrolls',
      'Contracts',
      'Crew info',
      'Profile',
      'Info',
    ],
    bottom: ['Jobs', 'Home', 'Personal-calendar'],
  },
  {
    email: 'chief@demo.test',
    menu: [
      'Home',
      'Jobs',
      'Personal calendar',
      'Trainings',
      'Documents',
      'Vacancies',
      'Payrolls',
      'Contracts',
      'Crew info',
      'Profile',
      'Info',
    ],
    bottom: ['Jobs', 'Home', 'Personal-calendar'],
  },
  {
    email: 'client@demo.test',
    menu: [
      'Home',
      'Planning calendar',
      'Projects',
      'Crew planner',
      'Membership crews',
      'Crew item list',
      'Invoices',
      'Trainings',
      'Receipts',
      'Projects calendar',
      'Mailbox',
      'Profile',
      'Info',
    ],
    bottom: ['Projects', 'Home', 'Projects Calendar'],
  },
  {
    email: 'planner@demo.test',
    menu: [
      'Home',
      'Planning calendar',
      'Projects',
      'Crew planner',
      'Membership crews',
      'Trainings',
      'Plus crews',
      'Projects calendar',
      'To-do calendar',
      'Project vacancies',
      'Profile',
      'Info',
    ],
    bottom: ['Home'],
  },
  {
    email: 'office@demo.test',
    menu: ['Home', 'Trainings', 'Mailbox', 'Profile', 'Info'],
    bottom: ['Home'],
  },
];

for (const account of ACCOUNTS) {
  test(`${account.email} logs in and sees exactly its menu`, async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.logIn(account.email);
    await expect(page).toHaveURL(/\/$/);
    const shell = new AppShell(page);
    await expect(shell.title).toHaveText('Home');
    expect(await shell.bottomBarEntries()).toEqual(account.bottom);
    expect(await shell.menuEntries()).toEqual(account.menu);
  });
}

test('menu links keep the query string and the active entry follows the path', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn('crew@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/trainings?lang=x');
  const shell = new AppShell(page);
  await shell.openMenu();
  await expect(shell.mainMenu.getByRole('link', { name: 'Payrolls' })).toHaveAttribute(
    'href',
    '/payrolls?lang=x',
  );
  await expect(shell.mainMenu.getByRole('link', { name: 'Trainings' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await shell.mainMenu.getByRole('link', { name: 'Payrolls' }).click();
  await expect(page).toHaveURL(/\/payrolls\?lang=x$/);
  await expect(shell.title).toHaveText('Payrolls');
});
