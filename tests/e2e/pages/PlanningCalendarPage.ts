import { expect, type Page } from '@playwright/test';

/** /planning-calendar as a planner or client sees it. */
export class PlanningCalendarPage {
  constructor(private readonly page: Page) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/planning-calendar${query}`);
    await expect(this.legend).toBeVisible();
  }

  get legend() {
    return this.page.getByRole('list', { name: 'Legend' });
  }

  /** A day cell of the month grid whose label names this status. */
  dayWith(status: string, day?: RegExp) {
    const cells = this.page.getByRole('button', { name: new RegExp(`\\d+ ${status}`) });
    return day ? cells.and(this.page.getByRole('button', { name: day })) : cells;
  }

  /** One group of the chosen day's list (a person, a function, the bank holiday). */
  group(title: string) {
    return this.page.getByRole('region', { name: title });
  }

  get projectLinks() {
    return this.page.getByRole('link', { name: /^P-\d+/ });
  }

  async groupBy(label: 'Per person' | 'Per function'): Promise<void> {
    await this.page.getByText(label, { exact: true }).click();
  }

  async nextMonth(): Promise<void> {
    await this.page.getByRole('button', { name: 'Next month' }).click();
  }
}
