import { expect, type Page } from '@playwright/test';

export type DocumentUpload = { name: string; fileName: string; mimeType: string; bytes: Buffer };

/** /mobileDocuments as a person sees it. */
export class DocumentsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/mobileDocuments');
    await expect(this.page.getByRole('heading', { name: 'My documents' })).toBeVisible();
  }

  get list() {
    return this.page.getByRole('list', { name: 'Documents' });
  }

  entry(name: string) {
    return this.list.getByRole('listitem').filter({ hasText: name });
  }

  async upload(doc: DocumentUpload): Promise<void> {
    await this.page.getByRole('button', { name: 'Upload a document' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Upload a document' });
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: doc.fileName, mimeType: doc.mimeType, buffer: doc.bytes });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(doc.name);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog).toBeHidden();
  }
}
