/**
 * Where the keyboard goes when the focused control goes away because of what it did: a
 * member's "Check in" button, gone once they are checked in, a row's action, gone with its
 * state. The browser then puts the focus on the body, and the next Tab starts at the top of
 * the page (WCAG 2.4.3). Here it goes to the nearest part of the page that is still there
 * and stands for the thing acted on (its list item, card, section or form), which a screen
 * reader then reads with its new state.
 *
 * Not for a change of page (useHeadingFocus moves the focus to the new heading) nor inside a
 * dialog (Mantine gives the focus back to the opener when it closes).
 */

/** The parts of a page that stand for one thing, in which a lost focus may land. */
const DIALOGS = '[role="dialog"], [role="alertdialog"]';
const HOMES =
  'li, [role="listitem"], article, [role="article"], section, [role="region"], form, [data-focus-home]';

type Last = { element: Element; path: string };

const lost = (doc: Document) => doc.activeElement === null || doc.activeElement === doc.body;

/**
 * Starts watching; returns the stop function. The element last focused is remembered with
 * the chain of its ancestors, since a removed subtree no longer leads back into the page.
 */
export function watchFocusRescue(doc: Document = document): () => void {
  let last: Last | null = null;
  let chain: Element[] = [];
  let byKey = false;
  const onKey = () => (byKey = true);
  const onPointer = () => (byKey = false);
  const onFocusIn = (event: FocusEvent) => {
    if (!(event.target instanceof Element) || event.target === doc.body) return;
    last = { element: event.target, path: doc.location?.pathname ?? '' };
    chain = [];
    for (let e: Element | null = event.target; e; e = e.parentElement) chain.push(e);
  };
  const check = () => {
    if (!last || last.element.isConnected || !lost(doc)) return;
    const samePage = (doc.location?.pathname ?? '') === last.path;
    const inDialog = chain.some((e) => e.matches(DIALOGS));
    const target = samePage && !inDialog ? nearestHome(chain, doc) : null;
    last = null;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    // The ring shows when a key did it (the browser does not know: the focus left nothing
    // it could judge by), not after a tap, where it would only be noise.
    target.focus({ preventScroll: true, focusVisible: byKey });
  };
  const observer = new MutationObserver(check);
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('keydown', onKey, true);
  doc.addEventListener('pointerdown', onPointer, true);
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('keydown', onKey, true);
    doc.removeEventListener('pointerdown', onPointer, true);
    observer.disconnect();
  };
}

function nearestHome(chain: Element[], doc: Document): HTMLElement | null {
  const main = doc.querySelector('main');
  if (!main) return null;
  for (const e of chain) {
    if (e === main) return null;
    if (e.isConnected && e instanceof HTMLElement && e.matches(HOMES) && main.contains(e)) {
      return e;
    }
  }
  return null;
}
