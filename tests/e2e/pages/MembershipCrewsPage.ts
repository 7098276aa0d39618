import { expect, type Page } from '@playwright/test';

/** /membership-crews and a crew's members: create a crew, add and remove a member. */
export class MembershipCrewsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/membership-crews');
    await expect(
      this.page.getByRole('banner').getByRole('heading', { name: 'Membership crews' }),
    ).toBeVisible();
  }

  crew(name: string) {
    return this.page.getByRole('list', { name: 'Crews' }).getByRole('link', { name });
  }

  async createCrew(name: string, type: string): Promise<void> {
    await this.page.getByRole('button', { name: 'New crew' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New crew' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('combobox', { name: 'Crew type' }).click();
    await this.page.getByRole('option', { name: type, exact: true }).click();
    await dialog.getByRole('button', { name: 'Create crew' }).click();
    await expect(dialog).toBeHidden();
  }

  get members() {
    return this.page.getByRole('list', { name: 'Members' });
  }

  async addMember(name: string): Promise<void> {
    const input = this.page.getByRole('combobox', { name: 'Add a member' });
    await input.click();
    await input.fill(name);
    await this.page.getByRole('option', { name, exact: true }).click();
    await this.page.getByRole('button', { name: 'Add', exact: true }).click();
  }

  async removeMember(name: string): Promise<void> {
    await this.members.getByRole('button', { name: `Remove ${name}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Remove member?' });
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: 'Remove' }).click();
  }
}
