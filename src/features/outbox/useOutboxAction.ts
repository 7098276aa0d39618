import { useCallback } from 'react';
import { useSaveFailureToast } from '../../app/toasts/useSaveFailureToast';

/**
 * Runs a choice made on the outbox (retry, discard, keep mine, take theirs): each is a write
 * on the device, which a full disk can refuse. Said in a toast, and the change stays where it
 * was (the write is one transaction), instead of a silent unhandled failure.
 */
export function useOutboxAction(): (action: () => Promise<void>) => Promise<boolean> {
  const sayFailure = useSaveFailureToast();
  return useCallback(
    async (action) => {
      try {
        await action();
        return true;
      } catch (error) {
        sayFailure(error);
        return false;
      }
    },
    [sayFailure],
  );
}
