export type PersistResult = 'granted' | 'refused' | 'unsupported';

/**
 * Asks the browser not to evict this site's data (Safari drops it after 7 days unused
 * otherwise: DESIGN.md trap 5). Only the outbox and offline data depend on it.
 */
export async function requestPersistentStorage(): Promise<PersistResult> {
  const storage = navigator.storage as StorageManager | undefined;
  if (!storage?.persist) return 'unsupported';
  try {
    if (await storage.persisted()) return 'granted';
    return (await storage.persist()) ? 'granted' : 'refused';
  } catch {
    return 'refused';
  }
}
