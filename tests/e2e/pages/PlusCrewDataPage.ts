import type { Locator, Page } from '@playwright/test';
import { fillDate } from './dateField';

/** /plus-crews/{number}/data: a month's daily turnover and hours (issue 16). */
export class PlusCrewDataPage {
  constructor(private readonly page: Page) {}

  private get main(): Locator {
    return this.page.getByRole('main');
  }

  async open(number: string): Promise<void> {
    await this.page.goto(`/plus-crews/${number}/data`);
  }

  /** Logs in as the plus-crew guest through the URL (SPEC §5 PCID and Password). */
  async logInByUrl(number: string, password: string): Promise<void> {
    await this.page.goto(`/login?PCID=${number}&Password=${password}`);
  }

  get month(): Locator {
    return this.main.getByRole('status').first();
  }

  get previousMonth(): Locator {
    return this.main.getByRole('button', { name: 'Previous month' });
  }

  get table(): Locator {
    return this.main.getByRole('table', { name: 'Daily figures' });
  }

  /** The data rows (the header row left out). */
  get rows(): Locator {
    return this.table.locator('tbody').getByRole('row');
  }

  /** The row of a day, found by the day's button ("Correct <day>"). */
  row(dayLabel: RegExp): Locator {
    return this.rows.filter({ has: this.page.getByRole('button', { name: dayLabel }) });
  }

  get accountNote(): Locator {
    return this.main.getByText('Contact your provider to get a personal account.');
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** Adds a day's figures through the dialog (the day starts at today). */
  async addDay(figures: { turnover?: string; hours?: string; date?: string }): Promise<void> {
    await this.main.getByRole('button', { name: 'Add a day' }).click();
    if (figures.date !== undefined) await fillDate(this.dialog.getByLabel('Day'), figures.date);
    if (figures.turnover !== undefined) {
      await this.dialog.getByLabel('Turnover').fill(figures.turnover);
    }
    if (figures.hours !== undefined)
      await this.dialog.getByLabel('Hours worked').fill(figures.hours);
    await this.dialog.getByRole('button', { name: 'Save' }).click();
  }

  fieldError(label: string): Locator {
    return this.dialog.getByText(label);
  }
}
