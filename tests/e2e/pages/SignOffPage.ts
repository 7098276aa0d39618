import { expect, type Page } from '@playwright/test';

/** Paid and charged hours of one member, and the reason when they differ from the proposal. */
export type MemberHours = { paid?: number; charged?: number; reason?: string };

/** /crews/{id}/sign-off: hours per member and the digital confirmation. */
export class SignOffPage {
  constructor(
    private readonly page: Page,
    private readonly crewId = 1,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`/crews/${this.crewId}/sign-off`);
    await expect(
      this.page.getByRole('banner').getByRole('heading', { name: 'Sign-off' }),
    ).toBeVisible();
    await expect(this.table).toBeVisible();
  }

  get table() {
    return this.page.getByRole('list', { name: 'Hours per member' });
  }

  get permissionWarning() {
    return this.page.getByText(
      'Pre-call, check-in and check-out may not be possible due to required permissions not granted.',
    );
  }

  /** One member's card: name, where the proposal comes from, inputs. */
  card(member: string) {
    return this.table.getByRole('listitem').filter({ hasText: member });
  }

  hoursInput(kind: 'Paid' | 'Charged', member: string) {
    return this.page.getByRole('textbox', { name: `${kind} hours of ${member}` });
  }

  reasonInput(member: string) {
    return this.page.getByRole('textbox', { name: `Reason for the hours of ${member}` });
  }

  /** Fills hours per member name without saving them. */
  async fillHours(hours: Record<string, MemberHours>): Promise<void> {
    for (const [member, h] of Object.entries(hours)) await this.fill(member, h);
  }

  private async fill(member: string, h: MemberHours): Promise<void> {
    if (h.paid !== undefined) await this.hoursInput('Paid', member).fill(String(h.paid));
    if (h.charged !== undefined) await this.hoursInput('Charged', member).fill(String(h.charged));
    if (h.reason !== undefined) await this.reasonInput(member).fill(h.reason);
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save hours' }).click();
    await expect(this.page.getByText('Hours saved.')).toBeVisible();
  }

  /** Enters hours per member name, then saves them (queued offline). */
  async signOffHours(hours: Record<string, MemberHours>): Promise<void> {
    for (const [member, h] of Object.entries(hours)) await this.fill(member, h);
    await this.save();
  }

  /**
   * Every member with no hours yet (no check-in or check-out) gets `hours`, with a reason;
   * then all are saved at once.
   */
  async enterMissingHours(hours: number, reason: string): Promise<void> {
    const paid = this.table.getByRole('textbox', { name: /^Paid hours of / });
    const count = await paid.count();
    for (let i = 0; i < count; i++) {
      if ((await paid.nth(i).inputValue()) !== '') continue;
      const name = (await paid.nth(i).getAttribute('aria-label'))!.replace('Paid hours of ', '');
      await this.fill(name, { paid: hours, charged: hours, reason });
    }
    await this.save();
  }

  async confirmSignOff(): Promise<void> {
    await this.page.getByRole('button', { name: 'Confirm sign-off' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Confirm the sign-off?' });
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(
      this.page.getByText(/^(Confirmed on this device, not sent yet\.|Confirmed)$/),
    ).toBeVisible();
  }
}
