import { downloadFile, type DownloadedFile } from '../api/files';
import { db, type FileRow } from '../db/db';
import { isUnauthorizedError, refreshOnce } from '../session/pageRefresh';

/**
 * Downloads with the stored session's token; on a 401 (the access token expired while the app
 * was closed), refreshes once, as the pull does, and downloads again with the new token.
 * A `signedUrl` carries its own signature: no token, nothing to refresh.
 */
async function download(path: string): Promise<DownloadedFile> {
  if (/^https?:\/\//.test(path)) return downloadFile(path, null, true);
  const token = (await db.session.get('current'))?.token ?? null;
  try {
    return await downloadFile(path, token);
  } catch (error) {
    if (token === null || !isUnauthorizedError(error)) throw error;
    const fresh = await refreshOnce(token);
    if (!fresh || fresh === token) throw error;
    return downloadFile(path, fresh);
  }
}

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
  const file = await download(path);
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
