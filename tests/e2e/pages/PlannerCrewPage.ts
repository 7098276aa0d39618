import { expect, type Page } from '@playwright/test';

/** /planner-crew: the four filters, the legend of borders and the people. */
export class PlannerCrewPage {
  constructor(private readonly page: Page) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/planner-crew${query}`);
    await expect(
      this.page.getByRole('banner').getByRole('heading', { name: 'Crew planner' }),
    ).toBeVisible();
  }

  get legend() {
    return this.page.getByRole('region', { name: 'Legend of borders' });
  }

  /** Picks one value of a filter (Crews, Functions, Regions, Tags) from its list. */
  async pick(filter: 'Crews' | 'Functions' | 'Regions' | 'Tags', value: string): Promise<void> {
    const input = this.page.getByRole('combobox', { name: filter });
    await input.click();
    await input.fill(value);
    await this.page.getByRole('option', { name: value, exact: true }).click();
    await input.press('Escape');
  }

  get people() {
    return this.page.getByRole('main').getByRole('article');
  }

  person(name: string) {
    return this.page.getByRole('article', { name });
  }

  /** Taps a person: their border and why unfold. */
  async tap(name: string): Promise<void> {
    await this.person(name).getByRole('button').first().click();
  }
}
