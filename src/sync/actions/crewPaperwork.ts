import {
  deliveryNoteSignInputSchema,
  signOffHoursInputSchema,
  type DeliveryNoteSignInput,
  type SignOffHoursInput,
} from '../../api/schemas/crewPaperwork';
import {
  canConfirmSignOff,
  canReleaseSheet,
  canSetHours,
  stepRefusal,
  STEP_RESULT,
  type DeliveryNoteStep,
} from '../../api/schemas/paperworkSteps';
import { db } from '../../db/db';
import { currentOwner, notifyEnqueued, outboxRecord } from '../outbox/enqueue';
import { keepOfflineQuietly } from '../files';
import { crewChiefSheetPdfPath, deliveryNotePdfPath } from './crewPaperworkPaths';

export type { DeliveryNoteSignInput, SignOffHoursInput };
export { crewChiefSheetPdfPath, deliveryNotePdfPath };
// The step rules, for screens (which may not import src/api).
export {
  DELIVERY_NOTE_STEPS,
  nextStep,
  stepTaken,
  type DeliveryNoteStep,
} from '../../api/schemas/paperworkSteps';

/** A step the local state does not allow (the screen shows the message). */
export class StepRefusedError extends Error {}

const STEP_PATH: Record<DeliveryNoteStep, string> = {
  release: 'deliveryNote/release',
  sign: 'deliveryNote/signed',
  send: 'deliveryNote/signed/send',
};

/** Outbox kinds, one per step (labels in features/outbox/describeRecord.ts). */
export const PAPERWORK_KINDS = {
  release: 'deliveryNote.release',
  sign: 'deliveryNote.sign',
  send: 'deliveryNote.send',
  sheetRelease: 'crewChiefSheet.release',
  hours: 'signOff.hours',
  confirm: 'signOff.confirm',
} as const;

/**
 * One delivery-note step: the row shows the new state at once (pending) and the request waits
 * in the outbox, in ONE transaction. All steps name the same entity, so the outbox sends them
 * first-in first-out, each re-based on the version the previous answer brought (SPEC §4 order
 * holds even when replayed days later).
 */
async function deliveryNoteStep(
  crewId: number,
  step: DeliveryNoteStep,
  body: unknown,
  fields: Record<string, unknown>,
): Promise<void> {
  await db.transaction('rw', db.session, db.deliveryNotes, db.outbox, async () => {
    const { ownerId } = await currentOwner();
    const note = await db.deliveryNotes.get(crewId);
    if (!note) throw new StepRefusedError('The delivery note is not on this device');
    const refusal = stepRefusal(note.status, step);
    if (refusal) throw new StepRefusedError(refusal);
    await db.deliveryNotes.put({ ...note, ...fields, status: STEP_RESULT[step] });
    await db.outbox.add(
      outboxRecord(ownerId, {
        kind: PAPERWORK_KINDS[step],
        method: 'POST',
        path: `/projectCrews/${crewId}/${STEP_PATH[step]}`,
        body,
        entity: { table: 'deliveryNotes', id: crewId },
        baseVersion: note.version,
        undo: [{ table: 'deliveryNotes', id: crewId, row: note }],
      }),
    );
  });
  notifyEnqueued();
}

/** Release (marks the delivery note as downloaded) and keep its PDF on the device. */
export async function releaseDeliveryNote(crewId: number, now = new Date()): Promise<void> {
  await deliveryNoteStep(crewId, 'release', null, { releasedAt: now.toISOString() });
  // Offline this fails quietly; the next sync's job pack fetches it.
  void keepOfflineQuietly([deliveryNotePdfPath(crewId, false)]);
}

/** The client's contact signed on the phone: name and drawn signature (PNG data URL). */
export async function signDeliveryNote(
  crewId: number,
  input: DeliveryNoteSignInput,
  now = new Date(),
): Promise<void> {
  const valid = deliveryNoteSignInputSchema.parse(input);
  await deliveryNoteStep(crewId, 'sign', valid, {
    signerName: valid.signerName,
    signedAt: now.toISOString(),
  });
}

export async function sendDeliveryNote(crewId: number, now = new Date()): Promise<void> {
  await deliveryNoteStep(crewId, 'send', null, { sentAt: now.toISOString() });
}

/** Release the crew chief sheet (once) and keep its PDF on the device. */
export async function releaseCrewChiefSheet(crewId: number, now = new Date()): Promise<void> {
  await db.transaction('rw', db.session, db.crewChiefSheets, db.outbox, async () => {
    const { ownerId } = await currentOwner();
    const sheet = await db.crewChiefSheets.get(crewId);
    if (!sheet) throw new StepRefusedError('The crew chief sheet is not on this device');
    if (!canReleaseSheet(sheet.status)) {
      throw new StepRefusedError('The crew chief sheet was already released');
    }
    await db.crewChiefSheets.put({ ...sheet, status: 'released', releasedAt: now.toISOString() });
    await db.outbox.add(
      outboxRecord(ownerId, {
        kind: PAPERWORK_KINDS.sheetRelease,
        method: 'POST',
        path: `/projectCrews/${crewId}/crewChiefSheet/release`,
        body: null,
        entity: { table: 'crewChiefSheets', id: crewId },
        baseVersion: sheet.version,
        undo: [{ table: 'crewChiefSheets', id: crewId, row: sheet }],
      }),
    );
  });
  notifyEnqueued();
  void keepOfflineQuietly([crewChiefSheetPdfPath(crewId)]);
}

/** Proposed, paid and charged hours per member; the sign-off row shows them at once. */
export async function setSignOffHours(
  crewId: number,
  input: SignOffHoursInput,
  now = new Date(),
): Promise<void> {
  const valid = signOffHoursInputSchema.parse(input);
  await db.transaction('rw', db.session, db.signOffs, db.outbox, async () => {
    const { ownerId } = await currentOwner();
    const signOff = await db.signOffs.get(crewId);
    if (!signOff) throw new StepRefusedError('The sign-off is not on this device');
    if (!canSetHours(signOff.status)) {
      throw new StepRefusedError('The sign-off was already confirmed');
    }
    const byItem = new Map(valid.lines.map((l) => [l.crewItemId, l]));
    const lines = signOff.lines.map((l) => {
      const set = byItem.get(l.crewItemId);
      return set
        ? {
            ...l,
            proposedHours: set.proposedHours,
            paidHours: set.paidHours,
            chargedHours: set.chargedHours,
          }
        : l;
    });
    await db.signOffs.put({ ...signOff, lines, hoursSetAt: now.toISOString() });
    await db.outbox.add(
      outboxRecord(ownerId, {
        kind: PAPERWORK_KINDS.hours,
        method: 'POST',
        path: `/projectCrews/${crewId}/setProposedPaidChargedHours`,
        body: valid,
        entity: { table: 'signOffs', id: crewId },
        baseVersion: signOff.version,
        undo: [{ table: 'signOffs', id: crewId, row: signOff }],
      }),
    );
  });
  notifyEnqueued();
}

/** The chief's digital confirmation of the sign-off; after it, hours no longer change. */
export async function confirmSignOff(crewId: number, now = new Date()): Promise<void> {
  await db.transaction('rw', db.session, db.signOffs, db.outbox, async () => {
    const { ownerId } = await currentOwner();
    const signOff = await db.signOffs.get(crewId);
    if (!signOff) throw new StepRefusedError('The sign-off is not on this device');
    if (!canConfirmSignOff(signOff.status)) {
      throw new StepRefusedError('The sign-off was already confirmed');
    }
    await db.signOffs.put({ ...signOff, status: 'confirmed', confirmedAt: now.toISOString() });
    await db.outbox.add(
      outboxRecord(ownerId, {
        kind: PAPERWORK_KINDS.confirm,
        method: 'POST',
        path: `/projectCrews/${crewId}/digitalConfirm`,
        body: null,
        entity: { table: 'signOffs', id: crewId },
        baseVersion: signOff.version,
        undo: [{ table: 'signOffs', id: crewId, row: signOff }],
      }),
    );
  });
  notifyEnqueued();
}
