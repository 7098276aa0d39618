import { expect, type Page } from '@playwright/test';

/** /documents/{id}: a document to sign, as a signatory sees it. */
export class SignDocumentPage {
  constructor(private readonly page: Page) {}

  async open(id: number): Promise<void> {
    await this.page.goto(`/documents/${id}`);
    await expect(this.page.getByRole('list', { name: 'Signatories' })).toBeVisible();
  }

  /** The first page of the PDF, rendered in the page by pdf.js. */
  pdfPage(name: string) {
    return this.page.getByRole('img', { name: new RegExp(`^${name}, page 1 of`) }).first();
  }

  get signButton() {
    return this.page.getByRole('button', { name: 'Sign', exact: true });
  }

  signatory(name: string) {
    return this.page.getByRole('list', { name: 'Signatories' }).getByRole('listitem', { name });
  }

  /** Waits until the server says this signatory has signed. */
  async expectSigned(name: string): Promise<void> {
    await expect(this.signatory(name).getByText('Signed', { exact: true })).toBeVisible();
  }

  get waitingOnDevice() {
    return this.page.getByText('Signed on this device', { exact: true });
  }

  get conflict() {
    return this.page.getByRole('alert').filter({ hasText: 'Your signature was not accepted' });
  }

  /** Uploads a file for the document (SPEC §4: it then awaits approval). */
  async uploadFile(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: 'Upload a file for this document' }).click();
    await (await chooser).setFiles(file);
  }

  get awaitingApproval() {
    return this.page.getByText('Awaiting approval', { exact: true });
  }

  /** Opens the pad, signs with a typed name (the keyboard way), optional rating, sends. */
  async sign(name: string, options: { rating?: number } = {}): Promise<void> {
    await this.signButton.click();
    await this.fillAndSubmit(name, options);
  }

  /**
   * Sends the pad empty first: the "draw or type" error shows, and goes as soon as a name is
   * typed (not only at the next send). Then signs.
   */
  async signAfterEmptyTry(name: string): Promise<void> {
    await this.signButton.click();
    const dialog = this.page.getByRole('dialog');
    const hint = dialog.getByText('Draw your signature or type your name.');
    await dialog.getByRole('button', { name: 'Sign document' }).click();
    await expect(hint).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Type your name to sign' }).fill(name);
    await expect(hint).toBeHidden();
    await dialog.getByRole('button', { name: 'Sign document' }).click();
    await expect(dialog).toBeHidden();
  }

  /** The document's own badge while some other signatory still has to sign. */
  get signedByYouOnly() {
    return this.page.getByText('Signed by you, others still to sign', { exact: true });
  }

  /** After a conflict: drops the old signature and signs the new version. */
  async signAgain(name: string): Promise<void> {
    await this.conflict.getByRole('button', { name: 'Sign again' }).click();
    await this.fillAndSubmit(name, {});
  }

  private async fillAndSubmit(name: string, options: { rating?: number }) {
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Type your name to sign' }).fill(name);
    if (options.rating) {
      await dialog.getByRole('combobox', { name: 'Rating (optional)' }).click();
      await this.page.getByRole('option', { name: String(options.rating) }).click();
    }
    await dialog.getByRole('button', { name: 'Sign document' }).click();
    await expect(dialog).toBeHidden();
  }
}
