import { liveQuery } from 'dexie';
import { db } from './db';

/**
 * The stored profile's language, live: the pull brings the server's, a change in the profile
 * writes it at once (sync/actions/profile.ts). Null when there is no profile (a guest, a login
 * without the persons right, before the first pull). Loaded on demand by useLocaleSync, so
 * /login does not carry Dexie (P4).
 */
export function watchProfileLanguage(onChange: (language: string | null) => void): () => void {
  const subscription = liveQuery(() => db.profile.toCollection().first()).subscribe({
    next: (row) => onChange(row?.language ?? null),
    error: () => onChange(null),
  });
  return () => subscription.unsubscribe();
}
