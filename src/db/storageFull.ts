/**
 * The English sentence a pull stores as its sync state's lastError when the disk was full
 * (translated where it is shown: app/sync/storedErrors.ts), so screens can tell "free some
 * space" from a failed download.
 */
export const STORAGE_FULL = 'The device is full: free some space and try again.';

/** Old Firefox names the quota error this way; the rest say QuotaExceededError. */
const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

type ErrorLike = { name?: unknown; inner?: unknown; cause?: unknown; failures?: unknown };

/**
 * True when a failed local write failed because the device (or the browser's share of it)
 * is full. Every shape Dexie 4 gives it: the DOMException itself, Dexie's QuotaExceededError
 * (its `inner` is that DOMException), an AbortError whose transaction aborted for quota
 * (Dexie's `new AbortError(idbtrans.error)` keeps it as `inner`), an Error with it as
 * `cause`, and a BulkError/ModifyError whose failures hold it (bulkPut, modify).
 */
export function isStorageFull(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const e = error as ErrorLike;
  if (typeof e.name === 'string' && QUOTA_NAMES.has(e.name)) return true;
  if (isStorageFull(e.inner, depth + 1) || isStorageFull(e.cause, depth + 1)) return true;
  return Array.isArray(e.failures) && e.failures.some((f) => isStorageFull(f, depth + 1));
}

/** What a failed pull stores as its sync state's lastError: STORAGE_FULL for a full disk. */
export function pullErrorText(error: unknown): string {
  if (isStorageFull(error)) return STORAGE_FULL;
  return error instanceof Error ? error.message : String(error);
}
