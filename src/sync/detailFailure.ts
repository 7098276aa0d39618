import { ApiError, NetworkError } from '../api/errors';
import { isStorageFull } from '../db/storageFull';
import type { DetailOutcome } from './details';
import { setOnline } from './online';

/**
 * What a failed detail refresh means for its screen, the same for every detail: no network
 * (the app is offline from now on), gone or not this person's any more (`forget` drops the
 * kept copy), no room on the device, or any other failure.
 */
export async function detailFailure(
  error: unknown,
  forget?: () => Promise<unknown>,
): Promise<Exclude<DetailOutcome, 'fresh'>> {
  if (error instanceof NetworkError) {
    setOnline(false);
    return 'offline';
  }
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
    await forget?.();
    return 'missing';
  }
  return isStorageFull(error) ? 'full' : 'failed';
}
