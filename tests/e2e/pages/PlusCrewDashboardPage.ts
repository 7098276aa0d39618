import { expect, type Page } from '@playwright/test';

export type Figure = 'Bonus forecast' | 'Road to go' | 'Team speed';

/** The plus-crew dashboard (/plus-crews/{number}). */
export class PlusCrewDashboardPage {
  constructor(
    private readonly page: Page,
    private readonly number: string,
  ) {}

  async open(search = ''): Promise<void> {
    await this.page.goto(`/plus-crews/${this.number}${search}`);
  }

  get main() {
    return this.page.getByRole('main');
  }

  /** The month shown, as the switcher names it ("November 2026"). */
  get month() {
    return this.main.getByRole('heading', { level: 2 }).filter({ hasText: /\d{4}$/ });
  }

  /** One of the three figure cards. */
  figure(name: Figure) {
    return this.main.getByRole('region', { name });
  }

  /** The chart of a figure card, by its screen-reader description. */
  chart(name: Figure) {
    return this.figure(name).getByRole('img');
  }

  async previousMonth(): Promise<void> {
    await this.main.getByRole('button', { name: 'Previous month' }).click();
  }

  async nextMonth(): Promise<void> {
    await this.main.getByRole('button', { name: 'Next month' }).click();
  }

  get error() {
    return this.main.getByRole('alert');
  }

  /** Waits until the three figures are drawn (the month's data is on the device). */
  async expectFigures(): Promise<void> {
    for (const name of ['Bonus forecast', 'Road to go', 'Team speed'] as const) {
      await expect(this.figure(name)).toBeVisible();
    }
  }
}
