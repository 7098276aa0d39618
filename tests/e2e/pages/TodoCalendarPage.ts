import { expect, type Page } from '@playwright/test';

/** The planner's to-do calendar (/todo-calendar). */
export class TodoCalendarPage {
  constructor(private readonly page: Page) {}

  async open(search = ''): Promise<void> {
    await this.page.goto(`/todo-calendar${search}`);
  }

  get main() {
    return this.page.getByRole('main');
  }

  /** A to-do's row, wherever it is listed (overdue, the chosen day, no date). */
  todo(caption: string) {
    return this.main.getByRole('listitem', { name: caption });
  }

  /** Creates a to-do with the form's defaults (due tomorrow, priority 1, for himself). */
  async create(caption: string): Promise<{ dueDate: string }> {
    await this.main.getByRole('button', { name: 'New to-do' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New to-do' });
    await dialog.getByRole('textbox', { name: 'To-do' }).fill(caption);
    const dueDate = await dialog.getByRole('textbox', { name: 'Due date' }).inputValue();
    await dialog.getByRole('button', { name: 'Add to-do' }).click();
    await expect(dialog).toBeHidden();
    return { dueDate };
  }

  async markDone(caption: string): Promise<void> {
    await this.todo(caption)
      .getByRole('button', { name: `Done: “${caption}”` })
      .click();
  }
}
