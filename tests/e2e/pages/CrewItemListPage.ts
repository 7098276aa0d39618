import { expect, type Page } from '@playwright/test';

/** /planning-crew-item-list: the client's crew items, their filters and the export. */
export class CrewItemListPage {
  constructor(private readonly page: Page) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/planning-crew-item-list${query}`);
    await expect(
      this.page.getByRole('banner').getByRole('heading', { name: 'Crew item list' }),
    ).toBeVisible();
  }

  get rows() {
    return this.page.getByRole('list', { name: 'Crew items' }).getByRole('listitem');
  }

  /** Picks a project in the project filter by its visible label. */
  async filterByProject(label: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Project', exact: true }).click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  /** Picks a project in the project filter by its number alone. */
  async filterByProjectNumber(number: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Project', exact: true }).click();
    await this.page.getByRole('option', { name: new RegExp(`^${number} · `) }).click();
  }

  get count() {
    return this.page.getByRole('status').filter({ hasText: /crew items?$/ });
  }

  get exportButton() {
    return this.page.getByRole('button', { name: 'Export CSV' });
  }
}
