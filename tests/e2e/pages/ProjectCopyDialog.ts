import { expect, type Page } from '@playwright/test';
import { fillDate } from './dateField';

/** The copy dialog on a project's page. */
export class ProjectCopyDialog {
  constructor(private readonly page: Page) {}

  async openProject(number: string): Promise<void> {
    await this.page.goto(`/projects/${number}`);
    // The project's header names it (the crews section has a level-2 heading too).
    await expect(this.page.getByRole('main').getByText(number, { exact: true })).toBeVisible();
    await expect(this.page.getByRole('button', { name: 'Copy project' })).toBeVisible();
  }

  get dialog() {
    return this.page.getByRole('dialog', { name: /^Copy project / });
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'Copy project' }).click();
    await expect(this.dialog).toBeVisible();
  }

  async choose(options: { beginDate: string; persons: boolean }): Promise<void> {
    await fillDate(this.dialog.getByLabel('New begin date'), options.beginDate);
    const persons = this.dialog.getByRole('checkbox', { name: 'Copy persons' });
    if (options.persons) await persons.check();
    else await persons.uncheck();
    await this.dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  }

  get collisions() {
    return this.dialog.getByRole('list', { name: 'Collisions per person' }).getByRole('listitem');
  }

  async goOnWithReason(reason: string): Promise<void> {
    await this.dialog.getByLabel('Reason for booking them anyway').fill(reason);
    await this.dialog.getByRole('button', { name: 'Copy anyway' }).click();
  }
}
