import type { Page } from '@playwright/test';

/**
 * Runs the page's scripts `rate` times slower (Chromium's CPU throttling), as on a cheap phone
 * or the slower CI machine. Races between two live reads of one screen showed only there: a
 * document's upload was drawn a moment before its outbox record, so it looked sent too soon.
 */
export async function slowPhone(page: Page, rate = 6): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}
