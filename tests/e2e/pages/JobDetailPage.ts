import { expect, type Page } from '@playwright/test';

/** A job's detail screen and the screens it links to. */
export class JobDetailPage {
  constructor(private readonly page: Page) {}

  async expectOpen(): Promise<void> {
    await expect(this.page.getByRole('banner').getByRole('heading', { name: 'Job' })).toBeVisible();
  }

  get projectName() {
    return this.page.getByRole('main').getByRole('heading', { level: 2 });
  }

  get confirmButton() {
    return this.page.getByRole('button', { name: 'Confirm job' });
  }

  get pending() {
    return this.page.getByRole('main').getByText('Pending', { exact: true });
  }

  status(name: string) {
    return this.page.getByRole('main').getByText(name, { exact: true });
  }

  get colleagues() {
    return this.page.getByRole('list', { name: 'Colleagues' }).getByRole('listitem');
  }

  get mapLink() {
    return this.page.getByRole('link', { name: 'Open in map' });
  }

  async openCrewChiefDocuments(): Promise<void> {
    await this.page.getByRole('link', { name: 'Crew chief documents' }).click();
    await expect(
      this.page.getByRole('banner').getByRole('heading', { name: 'Crew chief documents' }),
    ).toBeVisible();
  }
}
