import { bottomBarEntries, MENU_PAGE_PATHS, sidebarEntries, type MenuContext } from './menu';

/**
 * Menu pages a person may open though their entry's rule hides it: /profile also holds this
 * device's own settings (time zone, map service), which work without the persons right.
 */
const OPEN_WITHOUT_ENTRY = new Set(['/profile']);

/** Route matching ignores case and a trailing slash, so this does too. */
const normalise = (path: string) =>
  (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase() || '/';

const GATED = new Set(MENU_PAGE_PATHS.map(normalise).filter((p) => !OPEN_WITHOUT_ENTRY.has(p)));

/**
 * Whether a signed-in person may see the page at `path`, by the menu's own rules (SPEC §2):
 * a page with a menu entry opens only for those whose sidebar or bottom bar shows that entry,
 * so a page typed into the address bar says it is not for them instead of showing a screen
 * the server fills with nothing. Pages without an entry (details, contacts, /outbox...) are
 * reached by links the person was given, and their own screens say what is missing. Guests
 * have the guard's own rules (guestMode.ts).
 */
export function isPageAvailable(c: MenuContext, path: string): boolean {
  if (c.guest) return true;
  const page = normalise(path);
  if (!GATED.has(page)) return true;
  return [...sidebarEntries(c), ...bottomBarEntries(c)].some((e) => normalise(e.path) === page);
}
