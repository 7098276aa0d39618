import { STORAGE_FULL } from '../../db/storageFull';

/**
 * What the "Last synced" line adds after the time. The disk was full: that comes first,
 * online or not, as the one thing the person can do something about. Offline a pull fails by design, and the
 * banner already says the device is offline: "the last update failed" then read as an error
 * where nothing is wrong, so offline it says calmly when the data updates instead. Online, a
 * failed pull is worth saying.
 */
export function syncNote(
  state: string,
  online: boolean,
  lastError: string | null = null,
): 'full' | 'offline' | 'failed' | null {
  if (state === 'error' && lastError === STORAGE_FULL) return 'full';
  if (!online) return 'offline';
  return state === 'error' ? 'failed' : null;
}
