import type { Page } from '@playwright/test';

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
}
