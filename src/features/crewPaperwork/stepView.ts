import type { OpenStep } from '../../db/crewPaperworkHooks';
import type { DeliveryNote } from '../../db/db';
import { isProblemState } from '../../db/outboxRecord';
import {
  DELIVERY_NOTE_STEPS,
  nextStep,
  PAPERWORK_KINDS,
  stepTaken,
  type DeliveryNoteStep,
} from '../../sync/actions/crewPaperwork';

type DeliveryNoteStatus = DeliveryNote['status'];

/**
 * Where one step stands, as the chief must read it: taken and confirmed by the server, taken on
 * this device only (never to be read as done — "Signed on this device"), refused by the server,
 * next to take, or still ahead.
 */
export type StepState = 'done' | 'onDevice' | 'problem' | 'next' | 'later';

export type StepView = {
  step: DeliveryNoteStep;
  state: StepState;
  error: string | null;
  /** The server's code with `error`, to say a known reason in the person's language. */
  errorCode?: string | null;
};

export function stepViews(status: DeliveryNoteStatus, open: readonly OpenStep[]): StepView[] {
  const next = nextStep(status);
  return DELIVERY_NOTE_STEPS.map((step) => {
    const record = open.find((r) => r.kind === PAPERWORK_KINDS[step]);
    if (record && isProblemState(record.state)) {
      return {
        step,
        state: 'problem',
        error: record.lastError,
        errorCode: record.lastErrorCode ?? null,
      };
    }
    if (record) return { step, state: 'onDevice', error: null };
    if (stepTaken(status, step)) return { step, state: 'done', error: null };
    return { step, state: step === next ? 'next' : 'later', error: null };
  });
}
