import { expect, type Page } from '@playwright/test';

/** A project's detail screen (/projects/{number}) for clients and planners. */
export class ProjectPage {
  constructor(private readonly page: Page) {}

  async open(number: string): Promise<void> {
    await this.page.goto(`/projects/${number}`);
  }

  get main() {
    return this.page.getByRole('main');
  }

  /** The header's title (the screen leaves the name out then, SPEC §2). */
  get title() {
    return this.page.getByRole('banner').getByRole('heading', { level: 1 });
  }

  /** The loaded project's name in the header, not the route's "Project" shown while it loads. */
  async expectNamed(): Promise<void> {
    await expect(this.title).toHaveText(/^(?!Project$)\S/);
  }

  field(label: string) {
    return this.main.getByText(label, { exact: true });
  }

  get activities() {
    return this.main.getByRole('list', { name: 'Activities' }).getByRole('listitem');
  }

  async addTodo(caption: string): Promise<{ dueDate: string }> {
    await this.main.getByRole('button', { name: 'New to-do' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New to-do' });
    await dialog.getByRole('textbox', { name: 'To-do' }).fill(caption);
    const dueDate = await dialog.getByRole('textbox', { name: 'Due date' }).inputValue();
    await dialog.getByRole('button', { name: 'Add to-do' }).click();
    await expect(dialog).toBeHidden();
    return { dueDate };
  }

  async setPassword(password: string, repeat = password): Promise<void> {
    await this.main.getByLabel('New guest password').fill(password);
    await this.main.getByLabel('Repeat the password').fill(repeat);
    await this.main.getByRole('button', { name: 'Change password' }).click();
  }

  async confirmPassword(): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: 'Change the guest password?' });
    await dialog.getByRole('button', { name: 'Change password' }).click();
  }

  get notAllowed() {
    return this.main.getByText(/it belongs to another company/);
  }
}
