import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { STORAGE_FULL } from '../../db/storageFull';
import { DEVICE_FULL } from '../errors';
import { NO_CONNECTION, UNRESOLVED_DEPENDENCY } from '../../sync/outbox/settle';
import { REASON_BY_CODE, REASON_BY_MESSAGE } from './serverReasons';

/** The app's own stored error texts (the outbox writes them in English), in the reader's words. */
const STORED_ERRORS: Record<string, MessageDescriptor> = {
  [NO_CONNECTION]: msg`No connection`,
  [UNRESOLVED_DEPENDENCY]: msg`It depends on a change that was not saved.`,
  [STORAGE_FULL]: DEVICE_FULL,
};

const known = (table: Record<string, MessageDescriptor>, key: string | null | undefined) =>
  key && Object.hasOwn(table, key) ? table[key] : undefined;

/**
 * An outbox record's last error to show: translated when the app wrote it or the server's
 * reason is a known one (by its message, else its code: serverReasons.ts), else as the server
 * said it. Known reasons end without a full stop, as the server words them: the outbox puts
 * them inside a sentence. Here, not in a feature, because the outbox, the sign-off and the
 * documents' conflict panel all show it and features may not import each other.
 */
export function storedErrorText(lastError: string, i18n: I18n, code?: string | null): string {
  const descriptor =
    known(STORED_ERRORS, lastError) ??
    known(REASON_BY_MESSAGE, lastError) ??
    known(REASON_BY_CODE, code);
  return descriptor ? i18n._(descriptor) : lastError;
}
