/**
 * What the "Last synced" line adds after the time. Offline a pull fails by design, and the
 * banner already says the device is offline: "the last update failed" then read as an error
 * where nothing is wrong, so offline it says calmly when the data updates instead. Online, a
 * failed pull is worth saying.
 */
export function syncNote(state: string, online: boolean): 'offline' | 'failed' | null {
  if (!online) return 'offline';
  return state === 'error' ? 'failed' : null;
}
