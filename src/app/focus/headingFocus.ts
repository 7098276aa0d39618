/**
 * Where focus goes after an in-app navigation (WCAG 2.4.3 focus order): to the new page's
 * heading. A screen reader then says which page opened, and the next Tab starts on that page
 * instead of on the link that was pressed, which may be gone or in a closing menu.
 */

/** How often and how long to look for the heading while the page is still coming. */
export const HEADING_POLL_MS = 50;
export const HEADING_WAIT_MS = 3000;

/** The page heading: the h1 (the header's title, or the screen's own), else the main area. */
export function pageHeading(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('h1') ?? doc.querySelector<HTMLElement>('main');
}

/**
 * A dialog is open: focus belongs to it. A closing dialog counts until it has left the page,
 * so its own focus return (to the button that opened it) happens first and is then replaced.
 */
export function dialogOpen(doc: Document): boolean {
  return doc.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * Moves focus to the page heading as soon as there is one and no dialog is open; gives up
 * after HEADING_WAIT_MS (a dialog that stays open keeps the focus). Returns a cancel function.
 */
export function focusHeadingWhenReady(doc: Document = document): () => void {
  const deadline = Date.now() + HEADING_WAIT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    const heading = pageHeading(doc);
    if (heading && !dialogOpen(doc)) {
      // Focusable by script only: a heading is not a stop for Tab.
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return;
    }
    if (Date.now() < deadline) timer = setTimeout(attempt, HEADING_POLL_MS);
  };
  attempt();
  return () => clearTimeout(timer);
}
