import { expect, type Locator, type Page } from '@playwright/test';

/** The mailbox list (/mailbox) and one message (/email-messages/{id}) of an office or client. */
export class MailboxPage {
  constructor(private readonly page: Page) {}

  get title() {
    return this.page.getByRole('banner').getByRole('heading', { level: 1 });
  }

  get main() {
    return this.page.getByRole('main');
  }

  async open(): Promise<void> {
    await this.page.goto('/mailbox');
    await expect(this.title).toHaveText('Mailbox');
  }

  get messages() {
    return this.main.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  }

  /** The list row of the message with this subject. */
  row(subject: string): Locator {
    return this.messages.filter({ hasText: subject });
  }

  async search(text: string): Promise<void> {
    await this.main.getByRole('searchbox', { name: 'Search mail' }).fill(text);
  }

  /** Opens a message from the list and returns its id (from the path). */
  async openMessage(subject: string): Promise<number> {
    await this.row(subject).getByRole('link').click();
    await expect(this.subject).toHaveText(subject);
    return Number(/\/email-messages\/(\d+)/.exec(this.page.url())?.[1]);
  }

  /** The open message's subject. */
  get subject() {
    return this.main.getByRole('heading', { level: 2 });
  }

  /** The open message's body, as the sanitiser left it. */
  get body() {
    return this.main.getByTestId('mail-body');
  }

  get attachments() {
    return this.main.getByRole('region', { name: 'Attachments' });
  }
}
