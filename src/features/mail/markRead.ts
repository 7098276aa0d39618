import { setEmailRead } from '../../sync/actions/mail';

/**
 * Opening a message reads it, in the background: a mark the device could not keep (a full
 * disk) only leaves the message unread, to be marked on the next opening. Nothing to say for
 * it, but no rejection is left unhandled.
 */
export function markRead(id: number): void {
  setEmailRead(id, true).catch(() => undefined);
}
