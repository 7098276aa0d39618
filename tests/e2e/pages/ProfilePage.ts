import { expect, type Page } from '@playwright/test';

/** /profile as a person sees it. */
export class ProfilePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/profile');
    await expect(this.page.getByRole('heading', { name: 'Settings on this device' })).toBeVisible();
  }

  mapService(name: 'Google Maps' | 'Apple Maps' | 'OpenStreetMap') {
    return this.page.getByRole('radio', { name });
  }

  async createCalendarSubscription(name: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Subscription name' }).fill(name);
    await this.page.getByRole('button', { name: 'Create subscription' }).click();
  }

  calendarSubscription(name: string) {
    return this.page
      .getByRole('list', { name: 'Calendar subscriptions' })
      .getByRole('listitem', { name, exact: true });
  }

  /** The secret feed address shown for a subscription. */
  feedLink(name: string) {
    return this.calendarSubscription(name).getByRole('textbox');
  }

  async deleteCalendarSubscription(name: string): Promise<void> {
    await this.calendarSubscription(name)
      .getByRole('button', { name: /^Delete calendar subscription/ })
      .click();
    const dialog = this.page.getByRole('dialog', { name: 'Delete calendar subscription?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
  }

  get subscribeBrowser() {
    return this.page.getByRole('button', { name: 'Subscribe this browser' });
  }

  get alert() {
    return this.page.getByRole('alert');
  }
}
