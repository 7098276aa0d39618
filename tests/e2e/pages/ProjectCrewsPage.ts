import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The crews section of a project (/projects/{number}), found by its heading "Crews", as a
 * planner uses it: crews, crew items (list items named "<function>: <person or Open>"), and
 * the crew item actions.
 */
export class ProjectCrewsPage {
  constructor(private readonly page: Page) {}

  async open(number: string): Promise<void> {
    await this.page.goto(`/projects/${number}`);
    await expect(this.section.getByRole('heading', { name: 'Crews', exact: true })).toBeVisible();
  }

  get section(): Locator {
    return this.page.getByRole('region', { name: 'Crews', exact: true });
  }

  crew(name: string): Locator {
    return this.section.getByRole('region', { name, exact: true });
  }

  /** The button that unfolds a long crew's hidden items ("Show 11 more crew items"). */
  showMore(crew: string): Locator {
    return this.crew(crew).getByRole('button', { name: /^Show \d+ more crew items?$/ });
  }

  /** A crew item by the person on it (or "Open"), optionally its function. */
  item(who: string, functionName?: string): Locator {
    const name = functionName ? `${functionName}: ${who}` : new RegExp(`: ${who}$`);
    return this.section.getByRole('listitem', { name });
  }

  async addItem(
    crew: string,
    fields: { functionName: string; startTime: string; endTime: string },
  ) {
    await this.crew(crew).getByRole('button', { name: 'Add crew item' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New crew item' });
    await dialog.getByRole('textbox', { name: 'Function' }).fill(fields.functionName);
    await dialog.getByLabel('Start time').fill(fields.startTime);
    await dialog.getByLabel('End time').fill(fields.endTime);
    await dialog.getByRole('button', { name: 'Add crew item' }).click();
    await expect(dialog).toBeHidden();
  }

  /** Opens "Book a person" on an item and picks the person; answers the dialog. */
  async pickPerson(item: Locator, person: string): Promise<Locator> {
    await item.getByRole('button', { name: 'Book a person' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Book a person' });
    await dialog.getByLabel('Person').fill(person);
    // The options re-render while the typed text filters them: a click that lands mid-render
    // leaves the list open and nothing chosen (seen in CI). Click until the list closes.
    const option = this.page.getByRole('option', { name: person, exact: true });
    await expect(async () => {
      if (await option.isVisible()) await option.click();
      await expect(this.page.getByRole('listbox', { name: 'Person' })).toBeHidden({
        timeout: 1_000,
      });
    }).toPass();
    return dialog;
  }

  async more(item: Locator, action: 'No-show' | 'Not needed' | 'Change times'): Promise<void> {
    await item.getByRole('button', { name: /^More actions/ }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  async confirm(button: string): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}
