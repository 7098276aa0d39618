import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA (issue 17): the rules axe runs on every screen. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What the issue counts as a failure; minor and moderate findings are not failed. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** A script that does nothing: axe is already in the page (see seriousViolations). */
const AXE_ALREADY_IN_PAGE = ';';

/** One violation, short enough to read in a test's failure message. */
export type Finding = {
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
  html: string;
};

/**
 * Opens `path` the way a tap on a link does: the app's router takes the history change, and
 * the page (with axe in it) stays. A full page load per route would start the app again each
 * time, which is the larger part of a walk's time on a busy machine.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const state: unknown = history.state;
    history.pushState(state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state }));
  }, path);
  const url = new URL(path, 'http://app');
  await expect
    .poll(() => {
      const now = new URL(page.url());
      return now.pathname + now.search;
    })
    .toBe(url.pathname + url.search);
}

/**
 * Waits until the screen shows its content rather than a loading state: the main area is
 * there, nothing in it says "Loading" and no loader spins in it. axe run on a half-drawn
 * screen would check a skeleton, not the screen.
 */
export async function waitForScreen(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main).toBeVisible();
  await expect(main.getByText(/^Loading/)).toHaveCount(0);
  await expect(main.locator('.mantine-Loader-root')).toHaveCount(0);
}

/**
 * The serious and critical WCAG 2.1 AA violations of the screen as it is now. Legacy mode
 * runs axe in the page itself (the default opens a blank page for every run to merge frame
 * results; the app has no cross-origin frames), and axe is injected once per document.
 */
export async function seriousViolations(page: Page): Promise<Finding[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  const results = await new AxeBuilder({
    page,
    axeSource: injected ? AXE_ALREADY_IN_PAGE : undefined,
  })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      // The first few places are enough to find the component; the rest repeat it.
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      summary: v.nodes[0]?.failureSummary?.split('\n').slice(0, 2).join(' ') ?? v.help,
      html: v.nodes[0]?.html.slice(0, 200) ?? '',
    }));
}
