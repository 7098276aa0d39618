import { expect, type Page } from '@playwright/test';

export class VacanciesPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/vacancies');
    await expect(
      this.page.getByRole('banner').getByRole('heading', { name: 'Vacancies' }),
    ).toBeVisible();
  }

  get items() {
    return this.page.getByRole('list', { name: 'Vacancies' }).getByRole('listitem');
  }

  get applyButtons() {
    return this.page.getByRole('button', { name: /^Apply for / });
  }

  item(project: string) {
    return this.items.filter({ hasText: project });
  }
}
