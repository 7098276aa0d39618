/** The setting that keeps the language picked on the login screen (kept across logout). */
export const LANGUAGE_SETTING = 'language';

type Listener = () => void;
let picked: string | null = null;
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
  for (const l of listeners) l();
}
