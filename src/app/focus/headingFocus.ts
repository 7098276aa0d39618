/**
 * Where focus goes after an in-app navigation (WCAG 2.4.3 focus order): to the new page's
 * heading. A screen reader then says which page opened, and the next Tab starts on that page
 * instead of on the link that was pressed, which may be gone or in a closing menu.
 */

let handedOver = false;

/**
 * The router takes over from the login shell (src/routes/loginShell.tsx) on a link or after
 * login: its first page is a change of page then, not the app's first load. Here, not in
 * useHeadingFocus.ts: the shell must not import the router that one reads.
 */
export function routerTakesOver(): void {
  handedOver = true;
}

export const routerTookOver = (): boolean => handedOver;

/** How often and how long to look for the heading while the page is still coming. */
export const HEADING_POLL_MS = 50;
export const HEADING_WAIT_MS = 3000;

/**
 * Drawn on the screen. While the next page's code loads, React hides the old page with
 * display: none (Suspense) but keeps it in the document: its heading cannot take the focus,
 * and focusing it silently failed, leaving the focus on the body for good.
 */
function rendered(el: HTMLElement): boolean {
  const view = el.ownerDocument.defaultView;
  for (let e: HTMLElement | null = el; e; e = e.parentElement) {
    if (view?.getComputedStyle(e).display === 'none') return false;
  }
  return true;
}

/** The page heading: the h1 (the header's title, or the screen's own), else the main area. */
export function pageHeading(doc: Document): HTMLElement | null {
  const drawn = (selector: string) =>
    [...doc.querySelectorAll<HTMLElement>(selector)].find(rendered) ?? null;
  return drawn('h1') ?? drawn('main');
}

/**
 * A dialog is open: focus belongs to it. A closing dialog counts until it has left the page,
 * so its own focus return (to the button that opened it) happens first and is then replaced.
 */
export function dialogOpen(doc: Document): boolean {
  return doc.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/** Nobody holds the focus: it fell to the body (what held it was removed or hidden). */
const focusLost = (doc: Document) => doc.activeElement === null || doc.activeElement === doc.body;

/**
 * Moves focus to the page heading as soon as there is one and no dialog is open, and keeps it
 * there while the page settles: a heading replaced as the page finishes loading (a title
 * drawn anew once its data is read) drops the focus, which then goes to the new one. Stops
 * when the person moves the focus themselves, and after HEADING_WAIT_MS (a dialog that stays
 * open keeps the focus). Returns a cancel function.
 */
export function focusHeadingWhenReady(doc: Document = document): () => void {
  const deadline = Date.now() + HEADING_WAIT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let given: HTMLElement | null = null;
  const attempt = () => {
    // The focus left the heading while it is still there: the person moved on (Tab, a click).
    if (given && doc.activeElement !== given) {
      const replaced = !given.isConnected || !rendered(given);
      if (!focusLost(doc) || !replaced) return;
    }
    const heading = given && doc.activeElement === given ? given : pageHeading(doc);
    if (heading && heading !== doc.activeElement && !dialogOpen(doc)) {
      // Focusable by script only: a heading is not a stop for Tab.
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      if (doc.activeElement === heading) given = heading;
    }
    if (Date.now() < deadline) timer = setTimeout(attempt, HEADING_POLL_MS);
  };
  attempt();
  return () => clearTimeout(timer);
}
