import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, MalformedResponseError, NetworkError } from '../api/errors';
import { isStorageFull } from '../db/storageFull';

/** The one sentence for a full device, wherever it is said (toasts, stored errors). */
export const DEVICE_FULL = msg`The device is full: free some space and try again.`;

/**
 * What to say when saving on the device failed: that the device is full when it is (the one
 * failure the person can fix), else the caller's own sentence for what was not saved. Every
 * catch around a local write (Dexie, outbox enqueue, kept files) words its failure with this.
 */
export function localSaveFailure(error: unknown, i18n: I18n, fallback: string): string {
  return isStorageFull(error) ? i18n._(DEVICE_FULL) : fallback;
}

/** One clear sentence for any failure a person can meet; never a stack trace. */
export function describeError(error: unknown, i18n: I18n): string {
  if (isStorageFull(error)) return i18n._(DEVICE_FULL);
  if (error instanceof NetworkError) {
    return i18n._(msg`No connection to the server. Check your network and try again.`);
  }
  if (error instanceof MalformedResponseError) {
    return i18n._(msg`The server sent an answer the app cannot read. Nothing was changed.`);
  }
  if (error instanceof ApiError) {
    if (error.status === 401) return i18n._(msg`Your session has ended. Please log in again.`);
    if (error.status === 403) return i18n._(msg`You are not allowed to do this.`);
    if (error.status === 429) return i18n._(msg`Too many attempts. Wait a moment and try again.`);
    if (error.status >= 500) return i18n._(msg`The server had a problem. Try again in a moment.`);
    return error.message;
  }
  return i18n._(msg`Something went wrong. Try again.`);
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
