/** The IndexedDB database of the app (Dexie opens it under this name). */
export const DATABASE_NAME = 'crew-hub';

/**
 * Whether this browser already holds the app's database, asked without loading Dexie. A first
 * visit to /login has none, so boot skips Dexie there (issue 3, P4); the database is created
 * when somebody logs in or picks a language. Where the browser cannot tell, assume it exists.
 */
export async function localDatabaseExists(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((d) => d.name === DATABASE_NAME);
  } catch {
    return true;
  }
}
