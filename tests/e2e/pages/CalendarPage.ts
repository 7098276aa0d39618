import { expect, type Page } from '@playwright/test';

export type BlockDateForm = { first: string; last?: string; reason: string };

export class CalendarPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/personal-calendar');
    await expect(this.page.getByRole('heading', { name: 'Blocked dates' })).toBeVisible();
  }

  async blockDates(form: BlockDateForm): Promise<void> {
    await this.page.getByRole('button', { name: 'Block dates' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Block dates' });
    await dialog.getByLabel('First day').fill(form.first);
    if (form.last) await dialog.getByLabel('Last day (optional)').fill(form.last);
    await dialog.getByLabel('Reason').fill(form.reason);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  entry(reason: string) {
    return this.page
      .getByRole('list', { name: 'Blocked dates' })
      .getByRole('listitem')
      .filter({ hasText: reason });
  }

  async delete(reason: string): Promise<void> {
    await this.page.getByRole('button', { name: `Delete blocked date ${reason}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Delete blocked date?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
  }
}
