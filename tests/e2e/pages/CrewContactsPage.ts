import { expect, type Locator, type Page } from '@playwright/test';

/** The crew's contact and location screens (/crews/{id}/contact-..., /crew-chief-location). */
export class CrewContactsPage {
  constructor(private readonly page: Page) {}

  async openCrewChief(crewId: number): Promise<void> {
    await this.page.goto(`/crews/${crewId}/contact-crew-chief`);
  }

  async openContactOnSite(crewId: number): Promise<void> {
    await this.page.goto(`/crews/${crewId}/contact-contact-on-site`);
  }

  async openCrewMember(crewId: number, contactId: string): Promise<void> {
    await this.page.goto(`/crews/${crewId}/contact-crew-member/${encodeURIComponent(contactId)}`);
  }

  async openCrewLocation(crewId: number): Promise<void> {
    await this.page.goto(`/crews/${crewId}/crew-chief-location`);
  }

  async openLocation(locationId: number): Promise<void> {
    await this.page.goto(`/locations/${locationId}`);
  }

  callLink(name: string): Locator {
    return this.page.getByRole('link', { name: `Call ${name}` });
  }

  textLink(name: string): Locator {
    return this.page.getByRole('link', { name: `Send a text message to ${name}` });
  }

  mailLink(name: string): Locator {
    return this.page.getByRole('link', { name: `E-mail ${name}` });
  }

  get mapLink(): Locator {
    return this.page.getByRole('link', { name: 'Open in map' });
  }

  get notFound(): Locator {
    return this.page.getByText('Contact not found');
  }

  /** The contact's call, text and (when given) e-mail links are there. */
  async expectReachable(name: string, phone: string, email: string | null): Promise<void> {
    const digits = phone.replace(/[^\d+]/g, '');
    await expect(this.callLink(name)).toHaveAttribute('href', `tel:${digits}`);
    await expect(this.textLink(name)).toHaveAttribute('href', `sms:${digits}`);
    if (email) await expect(this.mailLink(name)).toHaveAttribute('href', `mailto:${email}`);
  }

  get shareSwitch(): Locator {
    return this.page.getByRole('switch', { name: 'Share my live location' });
  }

  /** "Last shared … accurate to about … m", and whether that point still waits. */
  get lastShared(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Last shared' });
  }

  async shareLiveLocation(on: boolean): Promise<void> {
    // Mantine draws its own track over the (visually hidden) input; the switch follows the
    // stored setting, so its state changes a moment after the click.
    if ((await this.shareSwitch.isChecked()) !== on) await this.shareSwitch.click({ force: true });
    await expect(this.shareSwitch).toBeChecked({ checked: on });
    await expect(this.page.getByText(on ? 'Sharing on' : 'Sharing off')).toBeVisible();
  }
}
