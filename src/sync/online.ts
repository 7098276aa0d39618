type Listener = () => void;
const listeners = new Set<Listener>();
let online = typeof navigator === 'undefined' ? true : navigator.onLine;

/** The browser's word, corrected by what our own requests found (captive portals, dead APIs). */
export function setOnline(next: boolean): void {
  if (next === online) return;
  online = next;
  for (const l of listeners) l();
}

export const isOnline = (): boolean => online;

export function subscribeOnline(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function watchBrowserOnline(): () => void {
  const up = () => setOnline(true);
  const down = () => setOnline(false);
  // globalThis: the page's window, or the service worker's scope (sync/ runs in both).
  globalThis.addEventListener('online', up);
  globalThis.addEventListener('offline', down);
  return () => {
    globalThis.removeEventListener('online', up);
    globalThis.removeEventListener('offline', down);
  };
}
