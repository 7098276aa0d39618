import { expect, type Page } from '@playwright/test';

/** /projects-calendar: month grid or week list, and the chosen day's projects. */
export class ProjectsCalendarPage {
  constructor(private readonly page: Page) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/projects-calendar${query}`);
    await expect(
      this.page.getByRole('banner').getByRole('heading', { name: 'Projects calendar' }),
    ).toBeVisible();
  }

  /** The list of the chosen day's projects (month view). */
  get dayList() {
    return this.page.getByRole('list', { name: /^Projects of / });
  }

  project(number: string) {
    return this.dayList.getByRole('link', { name: new RegExp(`^${number} · `) });
  }

  /** The month/week switch: drawn by the screen itself, not by the app shell around it. */
  get viewSwitch() {
    return this.page.getByRole('radiogroup', { name: 'Calendar view' });
  }

  async show(view: 'Month' | 'Week'): Promise<void> {
    await this.page
      .getByRole('radiogroup', { name: 'Calendar view' })
      .getByText(view, { exact: true })
      .click();
  }
}
