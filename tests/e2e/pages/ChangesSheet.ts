import type { Locator, Page } from '@playwright/test';

/**
 * The "Has changed" mark of a crew item and its sheet (src/app/changes): the mark is a button
 * named "Has changed" inside the item; the sheet is the dialog "What changed: …", one list
 * item per changed field (named by the field: Time, Status, On site, Person, Applicants).
 */
export class ChangesSheet {
  constructor(private readonly page: Page) {}

  mark(item: Locator): Locator {
    return item.getByRole('button', { name: 'Has changed', exact: true });
  }

  get sheet(): Locator {
    return this.page.getByRole('dialog', { name: /^What changed: / });
  }

  field(name: string): Locator {
    return this.sheet.getByRole('listitem', { name, exact: true });
  }

  async close(): Promise<void> {
    await this.sheet.getByRole('button', { name: 'Close' }).click();
  }
}
