import { expect, type Locator, type Page } from '@playwright/test';

/** What the focused element is called: its accessible name as far as a test needs it. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate((): string => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return '(page)';
    const labels = el instanceof HTMLInputElement ? el.labels : null;
    const label: string =
      el.getAttribute('aria-label') ?? labels?.[0]?.textContent ?? el.innerText ?? el.tagName;
    return label.trim().replace(/\s+/g, ' ').slice(0, 60);
  });
}

/**
 * Whether the focused element shows it has the focus: an outline of 2 px or more on it or its
 * label, or (fields, whose Mantine style draws the focus as a coloured border) a border that is
 * not the resting grey. The person must see where a key press will land (WCAG 2.4.7).
 */
export async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return false;
    const style = getComputedStyle(el);
    const ringed = (e: Element) => {
      const s = getComputedStyle(e);
      return s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) >= 2;
    };
    // A visually hidden radio (a segmented control) draws its ring on its label.
    const labels = el instanceof HTMLInputElement ? [...(el.labels ?? [])] : [];
    const outline = ringed(el) || labels.some(ringed);
    const resting = getComputedStyle(document.documentElement)
      .getPropertyValue('--mantine-color-default-border')
      .trim();
    const probe = document.createElement('div');
    probe.style.color = resting;
    document.body.append(probe);
    const restingRgb = getComputedStyle(probe).color;
    probe.remove();
    const field = el.matches('input, textarea, select');
    return outline || (field && style.borderTopColor !== restingRgb);
  });
}

/**
 * Presses Tab until `target` has the focus, checking that every stop on the way shows its
 * focus. Returns the names of the stops, in order, for the test to read the order from.
 */
export async function tabTo(page: Page, target: Locator, maxStops = 40): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press('Tab');
    const name = await focusedName(page);
    stops.push(name);
    // Polled: a field's focus border fades in (Mantine's 100 ms border-color transition), and
    // a read in the same moment as the Tab press met the resting grey once.
    await expect
      .poll(() => focusIsVisible(page), { message: `focus ring on "${name}"` })
      .toBe(true);
    if (await target.evaluate((el) => el === document.activeElement)) return stops;
  }
  throw new Error(`${maxStops} Tab presses did not reach the target; stops: ${stops.join(' → ')}`);
}
