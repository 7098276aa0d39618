import { expect, type Page } from '@playwright/test';
import { fillDate } from './dateField';

export type BlockDateForm = {
  first: string;
  last?: string;
  /** 24-hour 'HH:mm', as the time fields take it in every language (src/app/form/TimeField.tsx). */
  times?: { begin: string; end: string };
  reason: string;
};

export class CalendarPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/personal-calendar');
    await expect(this.page.getByRole('heading', { name: 'Blocked dates' })).toBeVisible();
  }

  async blockDates(form: BlockDateForm): Promise<void> {
    const dialog = await this.submitBlockDates(form);
    await expect(dialog).toBeHidden();
  }

  /** Opens the "Block dates" form. */
  async openBlockDates() {
    await this.page.getByRole('button', { name: 'Block dates' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Block dates' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Fills the "Block dates" form and saves; the dialog may stay (a field error, a clash). */
  async submitBlockDates(form: BlockDateForm) {
    const dialog = await this.openBlockDates();
    await fillDate(dialog.getByLabel('First day'), form.first);
    if (form.last) await fillDate(dialog.getByLabel('Last day (optional)'), form.last);
    if (form.times) {
      await dialog.getByRole('textbox', { name: 'Begin time (optional)' }).fill(form.times.begin);
      await dialog.getByRole('textbox', { name: 'End time (optional)' }).fill(form.times.end);
    }
    await dialog.getByLabel('Reason').fill(form.reason);
    await dialog.getByRole('button', { name: 'Save' }).click();
    return dialog;
  }

  /** The step that asks before queuing a change that clashes with the calendar. */
  get clashDialog() {
    return this.page.getByRole('dialog', { name: 'Date already confirmed' });
  }

  entry(reason: string) {
    return this.page
      .getByRole('list', { name: 'Blocked dates' })
      .getByRole('listitem')
      .filter({ hasText: reason });
  }

  async delete(reason: string): Promise<void> {
    await this.page.getByRole('button', { name: `Delete blocked date ${reason}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Delete blocked date?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
  }
}

export type VacationForm = { first: string; last: string; comment: string };

/** The personal calendar's month view, list view and vacation requests. */
export class CalendarViews {
  constructor(private readonly page: Page) {}

  async showList(): Promise<void> {
    await this.page.getByRole('radiogroup', { name: 'Calendar view' }).getByText('List').click();
  }

  get legend() {
    return this.page.getByRole('list', { name: 'Legend' });
  }

  /** A day button of the month grid; its accessible name carries the day's colour in words. */
  day(name: RegExp | string) {
    return this.page.getByRole('button', { name });
  }

  get dayEntries() {
    return this.page.getByRole('list', { name: 'Entries of the chosen day' }).getByRole('listitem');
  }

  async nextMonth(times: number): Promise<void> {
    const name = times >= 0 ? 'Next month' : 'Previous month';
    for (let i = 0; i < Math.abs(times); i++) await this.page.getByRole('button', { name }).click();
  }

  async requestVacation(form: VacationForm): Promise<void> {
    await this.page.getByRole('button', { name: 'Request vacation' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Request vacation' });
    await fillDate(dialog.getByLabel(/^First day( \*)?$/), form.first);
    await fillDate(dialog.getByLabel(/^Last day( \*)?$/), form.last);
    await dialog.getByLabel('Comment (optional)').fill(form.comment);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  vacation(comment: string) {
    return this.page
      .getByRole('list', { name: 'Vacation requests' })
      .getByRole('listitem')
      .filter({ hasText: comment });
  }

  async deleteVacation(comment: string, confirm = true): Promise<void> {
    await this.page.getByRole('button', { name: `Delete vacation request ${comment}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Delete requested vacation?' });
    await dialog.getByRole('button', { name: confirm ? 'Delete' : 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }

  async editVacation(comment: string, newComment: string): Promise<void> {
    await this.page.getByRole('button', { name: `Edit vacation request ${comment}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Edit vacation request' });
    await dialog.getByLabel('Comment (optional)').fill(newComment);
    await dialog.getByRole('button', { name: 'Save' }).click();
  }

  async editBlockDate(reason: string, change: { first?: string; reason?: string }) {
    await this.page.getByRole('button', { name: `Edit blocked date ${reason}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Edit blocked date' });
    if (change.first) await fillDate(dialog.getByLabel('First day'), change.first);
    if (change.reason) await dialog.getByLabel('Reason').fill(change.reason);
    await dialog.getByRole('button', { name: 'Save' }).click();
  }
}
