import type { DeliveryNoteStatus, SignOffStatus } from './crewPaperwork';

/*
 * The step order of the crew chief's paperwork (SPEC §4), as pure rules shared by the app (which
 * refuses a step out of order before queueing it) and the reference server (409 out of order).
 */

export type DeliveryNoteStep = 'release' | 'sign' | 'send';
export const DELIVERY_NOTE_STEPS: readonly DeliveryNoteStep[] = ['release', 'sign', 'send'];

/** The state each step leads to. */
export const STEP_RESULT: Record<DeliveryNoteStep, DeliveryNoteStatus> = {
  release: 'released',
  sign: 'signed',
  send: 'sent',
};

/** The only state a step may start from. */
const STEP_FROM: Record<DeliveryNoteStep, DeliveryNoteStatus> = {
  release: 'open',
  sign: 'released',
  send: 'signed',
};

export const canTakeStep = (status: DeliveryNoteStatus, step: DeliveryNoteStep): boolean =>
  STEP_FROM[step] === status;

/** The step that comes next, or null once the note was sent. */
export const nextStep = (status: DeliveryNoteStatus): DeliveryNoteStep | null =>
  DELIVERY_NOTE_STEPS.find((s) => STEP_FROM[s] === status) ?? null;

/** Whether a step was taken already in this state (its result or a later one). */
export const stepTaken = (status: DeliveryNoteStatus, step: DeliveryNoteStep): boolean => {
  const order: DeliveryNoteStatus[] = ['open', 'released', 'signed', 'sent'];
  return order.indexOf(status) >= order.indexOf(STEP_RESULT[step]);
};

/** Why a step cannot be taken now (English; the server's 409 message). */
export function stepRefusal(status: DeliveryNoteStatus, step: DeliveryNoteStep): string | null {
  if (canTakeStep(status, step)) return null;
  if (stepTaken(status, step)) {
    return step === 'release'
      ? 'The delivery note was already released'
      : step === 'sign'
        ? 'The delivery note was already signed'
        : 'The delivery note was already sent';
  }
  return step === 'sign'
    ? 'Release the delivery note before it is signed'
    : 'The delivery note must be released and signed before it is sent';
}

/** Sign-off: hours may change until the sign-off is confirmed; confirming happens once. */
export const canSetHours = (status: SignOffStatus): boolean => status === 'open';
export const canConfirmSignOff = (status: SignOffStatus): boolean => status === 'open';

/** The crew chief sheet is released once. */
export const canReleaseSheet = (status: 'open' | 'released'): boolean => status === 'open';

/** Planned hours of a shift in quarter hours; a shift ending before it starts runs past midnight. */
export function shiftLength(startTime: string, endTime: string): number {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  let span = minutes(endTime) - minutes(startTime);
  if (span < 0) span += 24 * 60;
  return Math.round(span / 15) / 4;
}
