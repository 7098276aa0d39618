import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { localSaveFailure } from '../../app/errors';
import { showToast } from '../../app/toasts/toastStore';

/**
 * Runs a choice made on the outbox (retry, discard, keep mine, take theirs): each is a write
 * on the device, which a full disk can refuse. Said in a toast, and the change stays where it
 * was (the write is one transaction), instead of a silent unhandled failure.
 */
export function useOutboxAction(): (action: () => Promise<void>) => Promise<boolean> {
  const { t, i18n } = useLingui();
  return useCallback(
    async (action) => {
      try {
        await action();
        return true;
      } catch (error) {
        showToast({
          type: 'error',
          message: localSaveFailure(error, i18n, t`The change could not be saved on this device.`),
        });
        return false;
      }
    },
    [t, i18n],
  );
}
