import { expect, type Page } from '@playwright/test';

/** Payroll list, detail, item and download screens as a crew member sees them. */
export class PayrollsPage {
  constructor(private readonly page: Page) {}

  get title() {
    return this.page.getByRole('banner').getByRole('heading', { level: 1 });
  }

  async open(): Promise<void> {
    await this.page.goto('/payrolls');
    await expect(this.title).toHaveText('Payrolls');
  }

  get payrolls() {
    return this.page.getByRole('list', { name: 'Payrolls' }).getByRole('listitem');
  }

  get items() {
    return this.page.getByRole('list', { name: 'Payroll items' }).getByRole('listitem');
  }

  get lastSynced() {
    return this.page.getByText(/^Last synced [^.]*$/);
  }

  async openFirstPayroll(): Promise<void> {
    await this.payrolls.first().getByRole('link').click();
    await expect(this.title).toHaveText('Payroll');
    await expect(this.items.first()).toBeVisible();
  }

  /** Opens the first item of the open payroll and returns its id (from the path). */
  async openFirstItem(): Promise<number> {
    await this.items.first().getByRole('link').click();
    await expect(this.title).toHaveText('Payroll item');
    return Number(/\/payroll-items\/(\d+)/.exec(this.page.url())?.[1]);
  }

  async decline(reason: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Decline this item' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Decline payroll item' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await dialog.getByRole('button', { name: 'Decline item' }).click();
    await expect(dialog).toBeHidden();
  }
}
