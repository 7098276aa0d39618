import { expect, type Page } from '@playwright/test';

/** Header, sidebar and bottom bar of the logged-in app. */
export class AppShell {
  constructor(private readonly page: Page) {}

  get title() {
    return this.page.getByRole('banner').getByRole('heading', { level: 1 });
  }

  /** The header's sync status once every change is sent and its answer kept on the device. */
  get allSent() {
    return this.page.getByRole('banner').getByRole('link', { name: 'Online, everything is sent' });
  }

  async openMenu(): Promise<void> {
    await this.page.getByRole('button', { name: 'Open menu' }).click();
    // The menu may hold no link at all (project guests), so wait for the drawer itself.
    await expect(this.sidebar).toBeVisible();
  }

  get sidebar() {
    return this.page.getByRole('dialog', { name: 'Menu' });
  }

  get mainMenu() {
    return this.page.getByRole('navigation', { name: 'Main menu' });
  }

  async menuEntries(): Promise<string[]> {
    await this.openMenu();
    return (await this.mainMenu.getByRole('link').allInnerTexts()).map((t) => t.trim());
  }

  async closeMenu(): Promise<void> {
    await this.page.getByRole('button', { name: 'Close menu' }).click();
    await expect(this.sidebar).toBeHidden();
  }

  get bottomBar() {
    return this.page.getByRole('navigation', { name: 'Quick navigation' });
  }

  async bottomBarEntries(): Promise<string[]> {
    const links = this.bottomBar.getByRole('link');
    const count = await links.count();
    const labels: string[] = [];
    for (let i = 0; i < count; i++)
      labels.push((await links.nth(i).getAttribute('aria-label')) ?? '');
    return labels;
  }

  async logOut(): Promise<void> {
    await this.openMenu();
    await this.page.getByRole('button', { name: 'Log out' }).click();
  }
}
