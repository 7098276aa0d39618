import type { Page } from '@playwright/test';

/**
 * The "Install Crew Hub" banner, fed the way Chromium feeds it: a `beforeinstallprompt` event
 * whose prompt() the page may call once. The event is made in the page, so the test sees what
 * the app did with it.
 */
export class InstallBanner {
  constructor(private readonly page: Page) {}

  get banner() {
    return this.page.getByRole('region', { name: 'Install Crew Hub' });
  }

  /** Offers installing; true when the app took the offer (held it instead of the infobar). */
  async offer(): Promise<boolean> {
    return this.page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      const w = window as unknown as { installPrompts?: number };
      w.installPrompts = 0;
      Object.assign(event, {
        prompt: () => {
          w.installPrompts = (w.installPrompts ?? 0) + 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
  }

  /** How often the app opened the browser's install dialog since the last offer. */
  promptsOpened(): Promise<number> {
    return this.page.evaluate(
      () => (window as unknown as { installPrompts?: number }).installPrompts ?? 0,
    );
  }

  async install(): Promise<void> {
    await this.banner.getByRole('button', { name: 'Install' }).click();
  }

  async notNow(): Promise<void> {
    await this.banner.getByRole('button', { name: 'Not now' }).click();
  }
}
