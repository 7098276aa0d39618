import { expect, type Page } from '@playwright/test';

/** The client's invoices: the list (/invoices) and one invoice (/invoice/{number}). */
export class InvoicesPage {
  constructor(private readonly page: Page) {}

  async openList(query = ''): Promise<void> {
    await this.page.goto(`/invoices${query}`);
  }

  async openInvoice(number: string): Promise<void> {
    await this.page.goto(`/invoice/${number}`);
  }

  get main() {
    return this.page.getByRole('main');
  }

  /** The list's rows, each a link named "Invoice {number}". */
  get rows() {
    return this.main.getByRole('list', { name: 'Invoices' }).getByRole('listitem');
  }

  row(number: string) {
    return this.main.getByRole('link', { name: `Invoice ${number}` });
  }

  get status() {
    return this.main.getByRole('combobox', { name: 'Status' });
  }

  async filter(label: string): Promise<void> {
    await this.status.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  async search(text: string): Promise<void> {
    await this.main.getByRole('textbox', { name: 'Search invoices' }).fill(text);
  }

  get heading() {
    return this.main.getByRole('heading', { level: 2 });
  }

  get items() {
    return this.main.getByRole('list', { name: 'Items' }).getByRole('listitem');
  }

  get totals() {
    return this.main.getByLabel('Totals');
  }

  pdfButton(kept: boolean) {
    return this.main.getByRole('button', { name: `${kept ? 'Open' : 'Download'} Invoice PDF` });
  }

  /** The new/edit invoice dialog. */
  get dialog() {
    return this.page.getByRole('dialog');
  }

  get pending() {
    return this.main.getByText('Pending', { exact: true });
  }

  line(n: number) {
    return this.dialog.getByRole('group', { name: `Line ${n}` });
  }

  /** Fills line `n` of the open dialog (adding it when it is not there yet). */
  async fillLine(
    n: number,
    line: { description?: string; quantity?: string; unitPrice?: string; vatRate?: string },
  ): Promise<void> {
    if ((await this.line(n).count()) === 0) {
      await this.dialog.getByRole('button', { name: 'Add line' }).click();
    }
    const group = this.line(n);
    if (line.description !== undefined) {
      await group.getByRole('textbox', { name: 'Description' }).fill(line.description);
    }
    if (line.quantity !== undefined) {
      await group.getByRole('textbox', { name: 'Quantity' }).fill(line.quantity);
    }
    if (line.unitPrice !== undefined) {
      await group.getByRole('textbox', { name: 'Unit price' }).fill(line.unitPrice);
    }
    if (line.vatRate !== undefined) {
      await group.getByRole('textbox', { name: 'VAT %' }).fill(line.vatRate);
    }
  }

  async startNewInvoice(description: string): Promise<void> {
    await this.main.getByRole('button', { name: 'New invoice' }).click();
    await this.dialog.getByRole('textbox', { name: 'Invoice description' }).fill(description);
  }

  async startEdit(): Promise<void> {
    await this.main.getByRole('button', { name: 'Edit invoice' }).click();
    // The invoice's lines are in the form before it is filled: fillLine adds a line it does
    // not find, and once added one (line 3, left empty) in the moment before they showed.
    await expect(this.line(1)).toBeVisible();
  }

  async save(label: 'Create invoice' | 'Save changes'): Promise<void> {
    await this.dialog.getByRole('button', { name: label }).click();
  }
}
