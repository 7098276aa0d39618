import { expect, type Page } from '@playwright/test';

/** /projects: the four lists, the search, the rows and the create form. */
export class ProjectsPage {
  constructor(private readonly page: Page) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/projects${query}`);
    await expect(
      this.page.getByRole('banner').getByRole('heading', { name: 'Projects' }),
    ).toBeVisible();
  }

  /** SPEC §2's four lists as two switches: all or mine, not closed or closed. */
  async show(whose: 'All' | 'Mine', state: 'Not closed' | 'Closed'): Promise<void> {
    // The radio inputs are visually hidden: a person taps the segment's label.
    await this.page
      .getByRole('radiogroup', { name: 'Whose projects' })
      .getByText(whose, { exact: true })
      .click();
    await this.page
      .getByRole('radiogroup', { name: 'Open or closed' })
      .getByText(state, { exact: true })
      .click();
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Search projects' }).fill(text);
  }

  get rows() {
    return this.page.getByRole('main').getByRole('listitem');
  }

  row(text: string | RegExp) {
    return this.rows.filter({ hasText: text });
  }

  get notFound() {
    return this.page.getByText('Projects not found');
  }

  get lastSynced() {
    return this.page.getByText(/^Last synced [^.]*$/);
  }

  async choose(label: string, option: string): Promise<void> {
    const box = this.page.getByRole('dialog', { name: 'New project' }).getByRole('combobox', {
      name: label,
    });
    // Under load a click could land while the previous list was still closing, and the choice
    // was lost ("Choose a rate card." on create): pick again until the field shows it.
    await expect(async () => {
      await box.click();
      await this.page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
      await expect(box).toHaveValue(option, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }

  /** Fills the create form with the first choice of each list; the dates stay today. */
  async createProject(p: { company: string; clientMark: string; name: string }): Promise<void> {
    await this.page.getByRole('button', { name: 'New project' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New project' });
    await expect(dialog).toBeVisible();
    await this.choose('Company', p.company);
    await dialog.getByRole('textbox', { name: 'Client mark' }).fill(p.clientMark);
    await dialog.getByRole('textbox', { name: 'Project name' }).fill(p.name);
    await this.choose('Rate card', 'Standard rates');
    await this.choose('Branch', 'North');
    await this.choose('Default catering type', 'Lunch package');
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect(dialog).toBeHidden();
  }
}
