import type { Locator, Page } from '@playwright/test';

/** /crew-profile/{personId}: a person's profile; planners see more (issue 13). */
export class CrewProfilePage {
  constructor(private readonly page: Page) {}

  async open(personId: number): Promise<void> {
    await this.page.goto(`/crew-profile/${personId}`);
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { name });
  }

  list(name: 'Qualified functions' | 'Tags' | 'Document-based skills' | 'Ratings'): Locator {
    return this.page.getByRole('list', { name }).getByRole('listitem');
  }

  get callLink(): Locator {
    return this.page.getByRole('link', { name: /^Call / });
  }

  get mailLink(): Locator {
    return this.page.getByRole('link', { name: /^E-mail / });
  }

  get noContactNote(): Locator {
    return this.page.getByText('No contact details are shared with you.');
  }
}
