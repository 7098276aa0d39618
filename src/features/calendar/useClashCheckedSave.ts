import { useRef, useState } from 'react';
import { useLiveRead } from '../../db/hooks';
import { localClashes, type LocalClashes } from '../../sync/actions/availability';
import { refusedFields } from '../../sync/actions/calendar';
import { showToast } from '../../app/toasts/toastStore';
import { todayIso } from '../../lib/dates';
import { useSaveFailureToast } from '../../app/toasts/useSaveFailureToast';

/** A blocked date or vacation as proposed (the shared availability rules' change). */
type ProposedChange = Parameters<typeof localClashes>[0];

type Options = {
  /**
   * The change the form would propose now, or null while its dates are not valid: what it
   * collides with is read while the person fills the form, so Save needs no read first and
   * the new row shows in the click's own frame (issue 17, P3).
   */
  proposed: ProposedChange | null;
  /** Queues the change (the action's own transaction). */
  queue: () => Promise<void>;
  /** Said once it is queued. */
  queuedMessage: string;
  /** Said when this device could not store it (not for a full disk, which has its own). */
  failedMessage: string;
  /** The fields the action's schema refused: shown on the form's fields. */
  onRefused: (fields: string[]) => void;
  /** Whether to ask even without collisions (an approved vacation must be approved again). */
  askAlways?: boolean;
  /** Empties the form's fields and problems. */
  reset: () => void;
  /** Closes the form: once queued, or when the person cancels. */
  onClose: () => void;
};

/**
 * A calendar form's two steps: on submit, what the change collides with is read from the
 * local tables (offline too); with collisions the form asks first (ClashStep), else it
 * queues at once. Shared by the blocked-date and vacation forms, which differ only in fields.
 */
export function useClashCheckedSave({
  proposed,
  queue,
  queuedMessage,
  failedMessage,
  onRefused,
  askAlways = false,
  reset,
  onClose,
}: Options) {
  const sayFailure = useSaveFailureToast();
  const [busy, setBusy] = useState(false);
  // What the change collides with, asked before queuing (null: the form is shown).
  const [asking, setAsking] = useState<LocalClashes | null>(null);
  // Set in the click itself: a second click before the re-render must not queue twice.
  const inFlight = useRef(false);
  // The day is part of the question: the read and its key use the same one.
  const today = todayIso();
  const proposedKey = proposed ? questionKey(proposed, today) : null;
  const early = useLiveRead(
    async () =>
      proposed
        ? {
            key: proposedKey,
            // A read that fails here is asked again on Save, where its failure is said.
            clashes: await localClashes(proposed, today).catch(() => null),
          }
        : null,
    [proposedKey],
  );

  const close = () => {
    setAsking(null);
    reset();
    onClose();
  };

  const save = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await queue();
      showToast({ type: 'success', message: queuedMessage });
      close();
    } catch (error) {
      setAsking(null);
      const refused = refusedFields(error);
      // A field the server's schema refuses is said on the field, not as a device failure.
      if (refused) onRefused(refused);
      else sayFailure(error, failedMessage);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const check = async (change: ProposedChange) => {
    if (inFlight.current) return;
    let asked = early?.key === questionKey(change, todayIso()) ? early.clashes : null;
    if (!asked) {
      // Busy while the local tables are read, so a second click does not queue twice.
      inFlight.current = true;
      setBusy(true);
      asked = await localClashes(change, todayIso()).finally(() => {
        inFlight.current = false;
        setBusy(false);
      });
    }
    if (asked.collisions.length || askAlways) setAsking(asked);
    else await save();
  };

  return { busy, asking, back: () => setAsking(null), check, save, close };
}

/** Which question a clash read answers: the change, as of which day. */
function questionKey(change: ProposedChange, today: string): string {
  return JSON.stringify([change, today]);
}
