/**
 * Where the keyboard goes when the focused control goes away because of what it did: a
 * member's "Check in" button, gone once they are checked in, a row's action, gone with its
 * state. The browser then puts the focus on the body, and the next Tab starts at the top of
 * the page (WCAG 2.4.3). Here it goes to the nearest part of the page that is still there
 * and stands for the thing acted on (its list item, card, section or form), which a screen
 * reader then reads with its new state.
 *
 * The same when the control is disabled by what it did, and when a dialog closes and the
 * button that opened it cannot take the focus back (Mantine tries): "Sign" is disabled once
 * the document is signed. Then the part around that
 * button, else the heading above it. Not for a change of page (useHeadingFocus moves the
 * focus to the new heading).
 */

const DIALOGS = '[role="dialog"], [role="alertdialog"]';
/** The parts of a page that stand for one thing, in which a lost focus may land. */
const HOMES =
  'li, [role="listitem"], article, [role="article"], section, [role="region"], form, [data-focus-home]';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
const UNUSABLE = ':disabled, [aria-disabled="true"]';
const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/** How long a lost focus is looked after while the screen is drawn again. */
const RETRY_MS = 1000;

/** A focused element as it was: its ancestors, its page, and whether no other control in main
 * looked the same (then a control drawn anew with its words is taken to be it). */
type Focused = { element: Element; chain: Element[]; path: string; unique: boolean };

const lost = (doc: Document) => doc.activeElement === null || doc.activeElement === doc.body;
const pathOf = (doc: Document) => doc.location?.pathname ?? '';

const chainOf = (element: Element) => {
  const chain: Element[] = [];
  for (let e: Element | null = element; e; e = e.parentElement) chain.push(e);
  return chain;
};

/** Controls that look the same: tag, name and words. */
const lookAlike = (element: Element) =>
  `${element.tagName}|${element.getAttribute('aria-label') ?? ''}|${element.textContent ?? ''}`;

function alike(element: Element, doc: Document): HTMLElement[] {
  const main = doc.querySelector('main');
  if (!main) return [];
  const look = lookAlike(element);
  return [...main.querySelectorAll<HTMLElement>(element.tagName)].filter(
    (e) => lookAlike(e) === look,
  );
}

function remember(element: Element, doc: Document): Focused {
  const unique = alike(element, doc).length === 1;
  return { element, chain: chainOf(element), path: pathOf(doc), unique };
}

/**
 * Where a control that lost the focus leaves it: the control itself (drawn anew by React, as
 * a screen that changed its state may do), else its card or part, else the heading above it.
 */
function placeFor(f: Focused, doc: Document): HTMLElement | null {
  const again = alike(f.element, doc);
  const now = f.element.isConnected ? f.element : f.unique && again.length === 1 ? again[0] : null;
  if (now instanceof HTMLElement && !now.matches(UNUSABLE)) return now;
  return nearestHome(now ? chainOf(now) : f.chain, doc) ?? (now ? headingBefore(now, doc) : null);
}

/**
 * Starts watching; returns the stop function. The element last focused is remembered with
 * the chain of its ancestors, since a removed subtree no longer leads back into the page;
 * and so is the last one outside a dialog, the dialog's opener.
 */
export function watchFocusRescue(doc: Document = document): () => void {
  let last: Focused | null = null;
  let opener: Focused | null = null;
  let byKey = false;
  const onKey = () => (byKey = true);
  const onPointer = () => (byKey = false);
  let lostAt: number | null = null;
  const onFocusIn = (event: FocusEvent) => {
    if (!(event.target instanceof Element) || event.target === doc.body) return;
    lostAt = null;
    last = remember(event.target, doc);
    if (!last.chain.some((e) => e.matches(DIALOGS))) opener = last;
  };
  const check = () => {
    if (!last || !lost(doc)) return;
    const gone = last;
    // Still there but disabled by what it did (Sign, once signed): the browser let go of it.
    const disabled = gone.element.isConnected && gone.element.matches(UNUSABLE);
    if (gone.element.isConnected && !disabled) return;
    const inDialog = gone.chain.some((e) => e.matches(DIALOGS));
    // A dialog still open keeps the focus; one closing is left to give it back itself.
    if (inDialog && doc.querySelector(DIALOGS)) return;
    if (pathOf(doc) !== gone.path) {
      last = null;
      return;
    }
    const from = inDialog ? opener : gone;
    const target = from && pathOf(doc) === from.path ? placeFor(from, doc) : null;
    // The screen may be drawn again in steps (its part first removed, then back): looked for
    // again on the next changes, for a moment.
    lostAt ??= Date.now();
    if (!target) {
      if (Date.now() - lostAt > RETRY_MS) last = null;
      return;
    }
    last = null;
    if (!target.hasAttribute('tabindex') && !isFocusable(target)) {
      target.setAttribute('tabindex', '-1');
    }
    // The ring shows when a key did it (the browser does not know: the focus left nothing
    // it could judge by), not after a tap, where it would only be noise.
    target.focus({ preventScroll: true, focusVisible: byKey });
  };
  const observer = new MutationObserver(check);
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('keydown', onKey, true);
  doc.addEventListener('pointerdown', onPointer, true);
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled', 'aria-disabled'],
  });
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('keydown', onKey, true);
    doc.removeEventListener('pointerdown', onPointer, true);
    observer.disconnect();
  };
}

function isFocusable(e: HTMLElement): boolean {
  return e.matches(FOCUSABLE);
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

/** The last heading in main before the element: the title of the part it was in. */
function headingBefore(element: Element, doc: Document): HTMLElement | null {
  const main = doc.querySelector('main');
  if (!main || !element.isConnected || !main.contains(element)) return null;
  const headings = [...main.querySelectorAll<HTMLElement>(HEADINGS)];
  const before = headings.filter(
    (h) => h.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  return before.at(-1) ?? null;
}
