import Dexie from 'dexie';

/** The browser's own quota error. */
export const quotaError = () =>
  new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** The shapes a full disk takes in Dexie 4, for tests outside src/db (which may not import it). */
export const fullDiskErrors = () => ({
  dexieQuota: new Dexie.QuotaExceededError('full', quotaError()),
  abortedForQuota: new Dexie.AbortError(quotaError()),
  bulkPutOutOfSpace: new Dexie.BulkError('bulkPut', { 0: quotaError() }),
});

/** A local write that failed for another reason than space. */
export const keyClash = () => new Dexie.ConstraintError('Key already exists');
