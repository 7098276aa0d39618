import { expect, type Page } from '@playwright/test';

/** /crews/{id}/delivery-note: the delivery note's steps and the crew chief sheet. */
export class DeliveryNotePage {
  constructor(
    private readonly page: Page,
    private readonly crewId = 1,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`/crews/${this.crewId}/delivery-note`);
    await expect(
      this.page.getByRole('banner').getByRole('heading', { name: 'Delivery note' }),
    ).toBeVisible();
    await expect(this.steps).toBeVisible();
  }

  get steps() {
    return this.page.getByRole('list', { name: 'Delivery note steps' });
  }

  /** The step whose line reads exactly `text` (e.g. "Released on this device, not sent yet"). */
  step(text: string) {
    return this.steps
      .getByRole('listitem')
      .filter({ has: this.page.getByText(text, { exact: true }) });
  }

  /** A step taken here or already on the server (the lead's whole-day test may be online). */
  private taken(done: string, onDevice: string) {
    return this.step(onDevice).or(this.step(done));
  }

  async releaseDeliveryNote(): Promise<void> {
    await this.page.getByRole('button', { name: 'Release delivery note' }).click();
    await expect(this.taken('Released', 'Released on this device, not sent yet')).toBeVisible();
  }

  /** The client's contact signs: their name, and a signature drawn with the mouse. */
  async signDeliveryNote(name: string): Promise<void> {
    await this.page.getByLabel('Name of the signer').fill(name);
    const canvas = this.page.getByRole('img', { name: /^Signature of the client's contact/ });
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    const { mouse } = this.page;
    await mouse.move(box.x + 20, box.y + box.height / 2);
    await mouse.down();
    for (let i = 1; i <= 10; i++) {
      await mouse.move(box.x + 20 + i * 20, box.y + box.height / 2 + (i % 2 ? 25 : -25));
    }
    await mouse.up();
    await expect(canvas).toHaveAccessibleName(/signed$/);
    await this.page.getByRole('button', { name: 'Sign delivery note' }).click();
    await expect(this.taken('Signed', 'Signed on this device, not sent yet')).toBeVisible();
  }

  async sendDeliveryNote(): Promise<void> {
    await this.page.getByRole('button', { name: 'Send signed delivery note' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Send the signed delivery note?' });
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(
      this.taken('Sent', 'Sending is queued on this device, not sent yet'),
    ).toBeVisible();
  }

  async releaseCrewChiefSheet(): Promise<void> {
    await this.page.getByRole('button', { name: 'Release crew chief sheet' }).click();
    await expect(this.page.getByRole('button', { name: /Crew chief sheet PDF/ })).toBeVisible();
  }

  get lines() {
    return this.page.getByRole('table', { name: 'Delivery note lines' });
  }

  /** The hours cell of one member's line, as shown (e.g. "0.00"). */
  lineHours(member: string) {
    return this.lines.getByRole('row').filter({ hasText: member }).getByRole('cell').last();
  }

  get totalHours() {
    return this.lines.getByRole('row').filter({ hasText: 'Total hours' }).last();
  }

  /** Downloads the signed PDF (online, or kept offline) and answers its bytes and name. */
  async downloadSignedPdf(): Promise<{ name: string; bytes: Buffer }> {
    return this.downloadPdf(/Signed delivery note PDF$/);
  }

  /** Downloads the (unsigned) delivery note PDF, once released. */
  async downloadNotePdf(): Promise<{ name: string; bytes: Buffer }> {
    return this.downloadPdf(/(Open|Download) Delivery note PDF$/);
  }

  private async downloadPdf(name: RegExp): Promise<{ name: string; bytes: Buffer }> {
    const button = this.page.getByRole('button', { name });
    const downloading = this.page.waitForEvent('download');
    await button.click();
    const download = await downloading;
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    return { name: download.suggestedFilename(), bytes: await readFile(path) };
  }
}
