import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The crew screen (/crews/{id}) and its check-in and check-out screens, as the crew chief
 * uses them on site. Methods are named after what the chief does, so a whole "site day" test
 * can compose them with the other site pages.
 */
export class CrewPage {
  constructor(
    private readonly page: Page,
    readonly crewId = 1,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`/crews/${this.crewId}`);
    await expect(this.members.first()).toBeVisible();
  }

  async openCheckIn(): Promise<void> {
    await this.page.goto(`/crews/${this.crewId}/check-in`);
    await expect(this.members.first()).toBeVisible();
  }

  async openCheckOut(): Promise<void> {
    await this.page.goto(`/crews/${this.crewId}/check-out`);
    await expect(this.members.first()).toBeVisible();
  }

  get members(): Locator {
    return this.page.getByRole('main').getByRole('listitem');
  }

  member(name: string): Locator {
    return this.page.getByRole('main').getByRole('listitem', { name, exact: true });
  }

  /** The member's site status badge text ("Pre-called", "Checked in", ...). */
  async expectStatus(name: string, status: string): Promise<void> {
    await expect(this.member(name).getByText(status, { exact: true })).toBeVisible();
  }

  async expectFlag(name: string, flag: 'Pending' | 'Conflict' | 'Not accepted'): Promise<void> {
    await expect(this.member(name).getByText(flag, { exact: true })).toBeVisible();
  }

  async expectNoFlag(name: string): Promise<void> {
    for (const flag of ['Pending', 'Conflict', 'Not accepted']) {
      await expect(this.member(name).getByText(flag, { exact: true })).toBeHidden();
    }
  }

  async preCall(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Pre-call ${name}`, exact: true }).click();
    await this.expectStatus(name, 'Pre-called');
  }

  async checkIn(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Check in ${name}`, exact: true }).click();
    await this.expectStatus(name, 'Checked in');
  }

  async checkOut(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Check out ${name}`, exact: true }).click();
    await this.expectStatus(name, 'Checked out');
  }

  async markNoShow(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `No-show ${name}`, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: `Mark ${name} as no-show?` });
    await dialog.getByRole('button', { name: 'No-show', exact: true }).click();
    await expect(dialog).toBeHidden();
    await this.expectStatus(name, 'No-show');
  }

  /** Rates a member on one crew rating type, 1–5 (crew screen). */
  async rate(name: string, ratingType: string, value: number): Promise<void> {
    const radio = this.member(name).getByRole('radio', { name: `${ratingType}: ${value} of 5` });
    // Mantine keeps the radio visually hidden: the person taps its star, the radio's label.
    const id = await radio.getAttribute('id');
    await this.page.locator(`label[for="${id}"]`).click();
    await expect(radio).toBeChecked();
  }

  /** "Pre-call / Check in / Check out: whole crew", confirmed in the dialog. */
  async wholeCrew(verb: 'Pre-call' | 'Check in' | 'Check out'): Promise<void> {
    await this.page.getByRole('button', { name: `${verb}: whole crew` }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  }

  /** Opens the camera; the fake camera of the test shows the member's QR code. */
  async scanQrCode(): Promise<void> {
    await this.page.getByRole('button', { name: 'Scan QR code' }).click();
  }

  get message(): Locator {
    // Not a screen's "Last synced" line, nor the offline banner ("Offline": changes wait).
    return this.page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasNotText: 'synced' })
      .filter({ hasNot: this.page.getByText('Offline', { exact: true }) });
  }

  get permissionWarning(): Locator {
    return this.page.getByText(
      'Pre-call, check-in and check-out may not be possible due to required permissions not granted.',
    );
  }

  siteLink(name: string): Locator {
    return this.page.getByRole('navigation', { name: 'Site screens' }).getByRole('link', { name });
  }
}
