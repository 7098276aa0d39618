import { expect, type Page } from '@playwright/test';
import type { LanguageWords } from './languageWords';

/** The login screen and the two screens after it, read in the language under test. */
export class LanguagePages {
  constructor(
    private readonly page: Page,
    private readonly words: LanguageWords,
  ) {}

  /** Opens /login (in English, the tenant's default) and picks the language. */
  async pickOnLogin(): Promise<void> {
    await this.page.goto('/login');
    await expect(this.page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await this.page.getByLabel('Language').selectOption(this.words.locale);
    await expect(
      this.page.getByRole('heading', { name: this.words.loginHeading, exact: true }),
    ).toBeVisible();
  }

  async logIn(email: string, password = 'demo1234'): Promise<void> {
    const { page, words } = this;
    await page.getByRole('textbox', { name: words.email, exact: true }).fill(email);
    await page.getByRole('textbox', { name: words.password, exact: true }).fill(password);
    await page.getByRole('button', { name: words.logIn, exact: true }).click();
  }

  get title() {
    return this.page.getByRole('banner').getByRole('heading', { level: 1 });
  }

  heading(name: string) {
    return this.page.getByRole('heading', { name, exact: true });
  }

  /**
   * Lingui's message ids ("pCpfMc", "k4iGS6") are six letters and digits, mixed case: none may
   * show as text.
   */
  async expectNoMessageIds(): Promise<void> {
    const text = await this.page.getByRole('main').innerText();
    const ids = text
      .split(/\s+/)
      .filter((w) => /^[A-Za-z0-9+/]{6}$/.test(w) && /[a-z]/.test(w) && /[0-9]|.[A-Z]/.test(w));
    expect(ids).toEqual([]);
  }
}
