import type { Page } from '@playwright/test';

/** The top-menu layout of embedded use (SPEC §2): a fixed header with the menu above the page. */
export class TopMenu {
  constructor(private readonly page: Page) {}

  get header() {
    return this.page.getByRole('banner');
  }

  get menu() {
    return this.header.getByRole('navigation', { name: 'Main menu' });
  }

  get guestNote() {
    return this.header.getByText('Contact your provider to get a personal account.');
  }

  get main() {
    return this.page.getByRole('main');
  }

  /** The menu's links, in order. */
  get links() {
    return this.menu.getByRole('link');
  }

  /** How far the header reaches down and where the page's content begins, in CSS pixels. */
  async geometry(): Promise<{ headerBottom: number; contentTop: number; padding: number }> {
    return this.page.evaluate(() => {
      const header = document.querySelector('header');
      const main = document.querySelector('main');
      const first = main?.firstElementChild ?? main;
      if (!header || !main || !first) throw new Error('no header or main');
      const wrapper = main.parentElement;
      return {
        headerBottom: header.getBoundingClientRect().bottom,
        // The first thing drawn on the page: what the header used to hide.
        contentTop: first.getBoundingClientRect().top,
        padding: wrapper ? parseFloat(getComputedStyle(wrapper).paddingTop) : 0,
      };
    });
  }
}
