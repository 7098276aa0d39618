import { toLocale, type Locale } from './languages';

/** The setting that keeps the language picked on the login screen (kept across logout). */
export const LANGUAGE_SETTING = 'language';

type Listener = () => void;
let picked: string | null = null;
/** Whether the person picked on this visit, not only a choice kept from an earlier one. */
let pickedNow = false;
const listeners = new Set<Listener>();

export const getPickedLanguage = (): string | null => picked;

export function subscribePickedLanguage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Boot hands over the stored choice, read before the first paint. */
export function initPickedLanguage(value: string | null): void {
  picked = value;
}

/**
 * The login screen's language choice, stored in the settings table, then shown. The store
 * is loaded only now, so /login does not carry Dexie up front (issue 3, P4).
 */
export async function pickLanguage(value: string): Promise<void> {
  const { writeSetting } = await import('../db/sessionStore');
  // Stored first: what the screen shows is what the next start will use.
  await writeSetting(LANGUAGE_SETTING, value);
  picked = value;
  pickedNow = true;
  for (const l of listeners) l();
}

/**
 * The language picked on the login screen on this visit, sent with the login so it becomes
 * the person's own (issue 17). A choice kept from an earlier visit is not sent: on a shared
 * device it may be someone else's, and the person's stored language should stand.
 */
export function languagePickedThisVisit(): Locale | null {
  return pickedNow ? toLocale(picked) : null;
}

/**
 * The language a login carries. A guest has no language of their own on the server, so the
 * login screen's choice, kept or new, is theirs; a person's only when picked now (above).
 */
export function languageForLogin(guest: boolean): Locale | null {
  return guest ? toLocale(picked) : languagePickedThisVisit();
}
