import { downloadFile } from '../api/files';
import { db, type FileRow } from '../db/db';

/**
 * Downloads a file once and keeps it in IndexedDB, so it opens offline later (issue 4: "downloads
 * are kept for offline use"). Files are personal: logout clears the table with the rest. They
 * are not cached by the service worker, whose caches are shared by everyone using the browser.
 */
export async function keepOffline(
  path: string,
  options: { refresh?: boolean } = {},
): Promise<FileRow> {
  const kept = await db.files.get(path);
  if (kept && !options.refresh) return kept;
  const session = await db.session.get('current');
  const absolute = /^https?:\/\//.test(path);
  const file = await downloadFile(path, session?.token ?? null, absolute);
  const row: FileRow = { path, ...file, savedAt: Date.now() };
  await db.files.put(row);
  return row;
}

/** Prefetch for offline use; a failure here is not the user's business (they did not ask). */
export async function keepOfflineQuietly(paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    try {
      await keepOffline(path);
    } catch {
      // Tried again on the next sync, or when the user opens the file.
    }
  }
}
