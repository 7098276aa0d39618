import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { NO_CONNECTION, UNRESOLVED_DEPENDENCY } from '../../sync/outbox/settle';

/** The app's own stored error texts (the outbox writes them in English), in the reader's words. */
const STORED_ERRORS: Record<string, MessageDescriptor> = {
  [NO_CONNECTION]: msg`No connection`,
  [UNRESOLVED_DEPENDENCY]: msg`It depends on a change that was not saved.`,
};

/**
 * An outbox record's last error to show: translated when the app wrote it, else as the server
 * said it. Here, not in a feature, because the outbox, the sign-off and the documents' conflict
 * panel all show it and features may not import each other.
 */
export function storedErrorText(lastError: string, i18n: I18n): string {
  const known = STORED_ERRORS[lastError];
  return known ? i18n._(known) : lastError;
}
