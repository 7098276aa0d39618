import { expect, type Page } from '@playwright/test';
import { AppShell } from './AppShell';

export type LoginKind = 'E-mail' | 'Project' | 'Plus crew';

/** The login screen as a person sees it. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/login${query}`);
    await expect(this.heading).toBeVisible();
  }

  get heading() {
    return this.page.getByRole('heading', { name: 'Login' });
  }

  async logInWith(kind: LoginKind, name: string, password: string): Promise<void> {
    await this.page.getByRole('radio', { name: kind }).check({ force: true });
    const label =
      kind === 'E-mail' ? 'E-mail' : kind === 'Project' ? 'Project number' : 'Plus-crew number';
    await this.page.getByRole('textbox', { name: label, exact: true }).fill(name);
    await this.page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Log in' }).click();
  }

  async logIn(email: string, password = 'demo1234'): Promise<void> {
    await this.logInWith('E-mail', email, password);
  }

  /** Opens the login screen, logs in with an e-mail and waits for home. */
  async logInAtHome(email: string, password = 'demo1234'): Promise<void> {
    await this.open();
    await this.logIn(email, password);
    await expect(new AppShell(this.page).title).toHaveText('Home');
  }

  get error() {
    return this.page.getByRole('alert');
  }
}
