import { expect, type Locator, type Page } from '@playwright/test';
import type { FixtureFile } from '../fixtures/pngs';

/** /receipts and /receipt/{number}: the company's receipts, their lines and photos. */
export class ReceiptsPage {
  constructor(private readonly page: Page) {}

  get main(): Locator {
    return this.page.getByRole('main');
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/receipts${query}`);
    await expect(this.list.or(this.main.getByText('No receipts yet.')).first()).toBeVisible();
  }

  get list(): Locator {
    return this.main.getByRole('list', { name: 'Receipts' });
  }

  /** A receipt's link in the list, by its description. */
  receipt(description: string): Locator {
    return this.list.getByRole('link', { name: description, exact: true });
  }

  async search(text: string): Promise<void> {
    await this.main.getByRole('searchbox', { name: 'Search' }).fill(text);
  }

  async chooseType(name: string): Promise<void> {
    await this.main.getByRole('combobox', { name: 'Type', exact: true }).click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  /** Creates a receipt of the first type, dated today, and lands on its detail. */
  async create(description: string): Promise<void> {
    await this.main.getByRole('button', { name: 'New receipt' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New receipt' });
    await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
    await dialog.getByRole('button', { name: 'Create receipt' }).click();
    await expect(this.heading(description)).toBeVisible();
  }

  heading(description: string): Locator {
    return this.main.getByRole('heading', { name: description, level: 2 });
  }

  get items(): Locator {
    return this.main.getByRole('list', { name: 'Items' });
  }

  item(description: string): Locator {
    return this.items.getByRole('listitem', { name: description, exact: true });
  }

  async addItem(description: string, quantity: string, amount: string): Promise<void> {
    const form = this.main.getByRole('form', { name: 'Add a line' });
    await form.getByRole('textbox', { name: 'Line description' }).fill(description);
    await form.getByRole('textbox', { name: 'Quantity' }).fill(quantity);
    await form.getByRole('textbox', { name: /^Amount/ }).fill(amount);
    await form.getByRole('button', { name: 'Add line' }).click();
    await expect(this.item(description)).toBeVisible();
  }

  async deleteItem(description: string): Promise<void> {
    await this.main.getByRole('button', { name: `Delete the line ${description}` }).click();
    await this.page
      .getByRole('dialog', { name: 'Delete this line?' })
      .getByRole('button', { name: 'Delete line' })
      .click();
    await expect(this.item(description)).toHaveCount(0);
  }

  /** One shot with the camera button (a file input with capture="environment"). */
  async takePhoto(file: FixtureFile): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.main.getByRole('button', { name: 'Take a photo' }).click();
    await (await chooser).setFiles(file);
    await expect(this.photo(file.name)).toBeVisible();
  }

  /** A photo's thumbnail, by its file name; drawn from the bytes kept on the phone. */
  photo(fileName: string): Locator {
    return this.main.getByRole('img', { name: fileName });
  }

  async expectPhotoShown(fileName: string): Promise<void> {
    const img = this.photo(fileName);
    await expect(img).toBeVisible();
    await expect
      .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }

  get pending(): Locator {
    return this.main.getByText('Pending', { exact: true });
  }

  async deleteReceipt(): Promise<void> {
    await this.main.getByRole('button', { name: 'Delete receipt' }).click();
    await this.page
      .getByRole('dialog', { name: 'Delete this receipt?' })
      .getByRole('button', { name: 'Delete receipt' })
      .click();
    await expect(this.page).toHaveURL(/\/receipts$/);
  }
}
