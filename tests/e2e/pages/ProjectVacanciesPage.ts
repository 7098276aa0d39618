import { expect, type Locator, type Page } from '@playwright/test';

/** /projects-vacancy: the planner's open crew items. */
export class ProjectVacanciesPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/projects-vacancy');
    await expect(
      this.page.getByRole('banner').getByRole('heading', { name: 'Project vacancies' }),
    ).toBeVisible();
  }

  get items() {
    return this.page.getByRole('list', { name: 'Open crew items' }).getByRole('listitem');
  }

  get temporaryPersons() {
    return this.page.getByRole('list', { name: 'Temporary persons' }).getByRole('listitem');
  }

  get offerButtons() {
    return this.page.getByRole('button', { name: /^Offer to crew: / });
  }

  /** Offers an item to crew: its button, then the confirm that asks first. */
  async offer(item: Locator): Promise<void> {
    await item.getByRole('button', { name: /^Offer to crew: / }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Offer to crew?' });
    await dialog.getByRole('button', { name: 'Offer to crew', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** The item whose offer button (or applicants line) names this project and function. */
  item(projectName: string, functionName: string) {
    return this.items.filter({ hasText: projectName }).filter({ hasText: functionName });
  }
}
