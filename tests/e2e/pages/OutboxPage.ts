import { expect, type Locator, type Page } from '@playwright/test';

/** The "Changes waiting" screen: one card per change, in words. */
export class OutboxPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/outbox');
    await expect(
      this.page.getByRole('banner').getByRole('heading', { name: 'Changes waiting' }),
    ).toBeVisible();
  }

  get rows(): Locator {
    return this.page.getByRole('list', { name: 'Waiting changes' }).getByRole('listitem');
  }

  row(text: string | RegExp): Locator {
    return this.rows.filter({ hasText: text });
  }

  /**
   * Discards the change whose card says `text`, confirming the question (which counts the
   * changes that wait for it and go too).
   */
  async discard(text: string | RegExp): Promise<void> {
    await this.row(text).getByRole('button', { name: 'Discard' }).click();
    await this.page
      .getByRole('dialog', { name: /^Discard (this change|\d+ changes)\?$/ })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect(this.row(text)).toHaveCount(0);
  }

  get sheet(): Locator {
    return this.page.getByRole('dialog', { name: 'Resolve the conflict' });
  }
}
