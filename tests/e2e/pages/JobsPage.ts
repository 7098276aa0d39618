import { expect, type Page } from '@playwright/test';

export class JobsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/jobs');
    await expect(
      this.page.getByRole('banner').getByRole('heading', { name: 'Jobs' }),
    ).toBeVisible();
  }

  tab(name: 'Upcoming' | 'Past' | 'To confirm' | 'Applied for') {
    return this.page.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
  }

  get rows() {
    return this.page.getByRole('tabpanel').getByRole('listitem');
  }

  get lastSynced() {
    // The screen's own line, not the offline banner's longer sentence.
    return this.page.getByText(/^Last synced [^.]*$/);
  }
}
