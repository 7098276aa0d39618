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

  /** The project's name: the first level-2 heading (the crews section has one too). */
  get name() {
    return this.main.getByRole('heading', { level: 2 }).first();
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
