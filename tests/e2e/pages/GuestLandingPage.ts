import type { Locator, Page } from '@playwright/test';

/** The project guest's landing page, /projects/{number} in project guest mode (SPEC §5). */
export class GuestLandingPage {
  constructor(private readonly page: Page) {}

  private get main(): Locator {
    return this.page.getByRole('main');
  }

  /** Logs in by project number through the URL (SPEC §5 PID and Password). */
  async logInByUrl(projectNumber: string, password: string): Promise<void> {
    await this.page.goto(`/login?PID=${projectNumber}&Password=${password}`);
  }

  get crewsHeading(): Locator {
    return this.main.getByRole('heading', { name: 'Crews' });
  }

  /** The crews, one list item each, named by the crew. */
  get crews(): Locator {
    return this.main.getByRole('listitem').filter({ has: this.page.getByRole('heading') });
  }

  get accountNote(): Locator {
    return this.main.getByText('Contact your provider to get a personal account.');
  }

  get projectManagerLink(): Locator {
    return this.main.getByRole('link', { name: /^Project manager: / });
  }

  crewChiefLink(crew: Locator): Locator {
    return crew.getByRole('link', { name: /^Crew chief: / });
  }

  /** The crew's place: its link goes to /locations/{id}. */
  locationLink(crew: Locator): Locator {
    return crew.locator('a[href^="/locations/"]');
  }

  memberLinks(crew: Locator): Locator {
    return crew.locator('a[href*="/contact-crew-member/"]');
  }
}
