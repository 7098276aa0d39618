import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { localSaveFailure } from '../errors';
import { showToast } from './toastStore';

const CHANGE_NOT_SAVED = msg`The change could not be saved on this device.`;

/**
 * Says in a toast why a write on the device failed: a full disk says so, anything else the
 * caller's sentence, or that the change could not be saved. For acts with no form to hold the
 * message (a delete from a list, a switch, a choice on the outbox).
 */
export function useSaveFailureToast(): (error: unknown, fallback?: string) => void {
  const { i18n } = useLingui();
  return useCallback(
    (error, fallback) =>
      showToast({
        type: 'error',
        message: localSaveFailure(error, i18n, fallback ?? i18n._(CHANGE_NOT_SAVED)),
      }),
    [i18n],
  );
}
