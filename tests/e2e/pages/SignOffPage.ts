import { expect, type Page } from '@playwright/test';

export type MemberHours = { proposed?: number; paid?: number; charged?: number };

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

  hoursInput(kind: 'Proposed' | 'Paid' | 'Charged', member: string) {
    return this.page.getByRole('textbox', { name: `${kind} hours of ${member}` });
  }

  /** Enters hours per member name, then saves them (queued offline). */
  async signOffHours(hours: Record<string, MemberHours>): Promise<void> {
    for (const [member, h] of Object.entries(hours)) {
      if (h.proposed !== undefined)
        await this.hoursInput('Proposed', member).fill(String(h.proposed));
      if (h.paid !== undefined) await this.hoursInput('Paid', member).fill(String(h.paid));
      if (h.charged !== undefined) await this.hoursInput('Charged', member).fill(String(h.charged));
    }
    await this.page.getByRole('button', { name: 'Save hours' }).click();
    await expect(this.page.getByText('Hours saved.')).toBeVisible();
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
