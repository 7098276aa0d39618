import { expect, type Page } from '@playwright/test';

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

  get error() {
    return this.page.getByRole('alert');
  }
}
