import * as v from 'valibot';
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
import {
  HOURS_AFTER_SIGNING,
  HOURS_MISSING,
  HOURS_MISSING_ON_CONFIRM,
  hoursChangeEffect,
  totalHours,
} from '../../api/schemas/hoursRules';
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
// The hours rules (issue 12), for screens: the same module the server uses.
export {
  HOURS_REASON_MAX,
  hoursChangeEffect,
  hoursEntryProblem,
  proposeHours,
  reasonNeeded,
  type HoursEntryProblem,
  type Proposal,
} from '../../api/schemas/hoursRules';

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
 * The waiting changes the server needs before this crew's hours can be judged: the members'
 * check-ins and check-outs (the server proposes from them) and, for the delivery note, the
 * sign-off's hours. Different entities travel side by side, so without this a release could
 * reach the server before the hours it must bill (and be refused, or bill the old ones).
 */
async function hoursDependencies(crewId: number, withSignOff: boolean): Promise<string[]> {
  const members = await db.crewMembers.where('crewId').equals(crewId).primaryKeys();
  const keys = new Set(members.map((id) => `crewMembers:${id}`));
  if (withSignOff) keys.add(`signOffs:${crewId}`);
  const waiting = await db.outbox
    .where('entityKey')
    .anyOf([...keys])
    .toArray();
  return waiting.filter((r) => r.state !== 'done').map((r) => r.id);
}

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
  await db.transaction(
    'rw',
    [db.session, db.deliveryNotes, db.crewMembers, db.outbox],
    async () => {
      const { ownerId } = await currentOwner();
      const note = await db.deliveryNotes.get(crewId);
      if (!note) throw new StepRefusedError('The delivery note is not on this device');
      const refusal = stepRefusal(note.status, step);
      if (refusal) throw new StepRefusedError(refusal);
      if (step === 'release' && note.lines.some((l) => l.hours === null)) {
        throw new StepRefusedError(HOURS_MISSING);
      }
      const again = step === 'release' ? { releaseAgain: false } : {};
      await db.deliveryNotes.put({ ...note, ...fields, ...again, status: STEP_RESULT[step] });
      await db.outbox.add(
        outboxRecord(ownerId, {
          kind: PAPERWORK_KINDS[step],
          method: 'POST',
          path: `/projectCrews/${crewId}/${STEP_PATH[step]}`,
          body,
          entity: { table: 'deliveryNotes', id: crewId },
          baseVersion: note.version,
          undo: [{ table: 'deliveryNotes', id: crewId, row: note }],
          // Later steps follow the release on this entity; the release waits for the hours.
          dependsOn: step === 'release' ? await hoursDependencies(crewId, true) : [],
        }),
      );
    },
  );
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
  const valid = v.parse(deliveryNoteSignInputSchema, input);
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

/**
 * Paid and charged hours per member, with the reason when they differ from the proposal. The
 * sign-off row and the delivery note show them at once: the note bills exactly these hours,
 * and a released note opens again, to be released again (hoursRules.hoursChangeEffect).
 */
export async function setSignOffHours(
  crewId: number,
  input: SignOffHoursInput,
  now = new Date(),
): Promise<void> {
  const valid = v.parse(signOffHoursInputSchema, input);
  const tables = [db.session, db.signOffs, db.deliveryNotes, db.crewMembers, db.outbox];
  await db.transaction('rw', tables, async () => {
    const { ownerId } = await currentOwner();
    const signOff = await db.signOffs.get(crewId);
    if (!signOff) throw new StepRefusedError('The sign-off is not on this device');
    if (!canSetHours(signOff.status)) {
      throw new StepRefusedError('The sign-off was already confirmed');
    }
    const note = await db.deliveryNotes.get(crewId);
    const effect = note ? hoursChangeEffect(note.status) : 'none';
    if (effect === 'refused') throw new StepRefusedError(HOURS_AFTER_SIGNING);
    const byItem = new Map(valid.lines.map((l) => [l.crewItemId, l]));
    const lines = signOff.lines.map((l) => {
      const set = byItem.get(l.crewItemId);
      return set
        ? { ...l, paidHours: set.paidHours, chargedHours: set.chargedHours, reason: set.reason }
        : l;
    });
    await db.signOffs.put({ ...signOff, lines, hoursSetAt: now.toISOString() });
    if (note) {
      const noteLines = note.lines.map((l) => {
        const set = byItem.get(l.crewItemId);
        return set ? { ...l, hours: set.chargedHours } : l;
      });
      await db.deliveryNotes.put({
        ...note,
        lines: noteLines,
        totalHours: totalHours(noteLines.map((l) => l.hours)),
        ...(effect === 'releaseAgain'
          ? { status: 'open' as const, releaseAgain: true, releasedAt: null }
          : {}),
      });
    }
    await db.outbox.add(
      outboxRecord(ownerId, {
        kind: PAPERWORK_KINDS.hours,
        method: 'POST',
        path: `/projectCrews/${crewId}/setProposedPaidChargedHours`,
        body: valid,
        entity: { table: 'signOffs', id: crewId },
        baseVersion: signOff.version,
        // The server checks the reason against its proposal: the site times go first.
        dependsOn: await hoursDependencies(crewId, false),
        undo: [{ table: 'signOffs', id: crewId, row: signOff }],
      }),
    );
  });
  notifyEnqueued();
}

/** The chief's digital confirmation of the sign-off; after it, hours no longer change. */
export async function confirmSignOff(crewId: number, now = new Date()): Promise<void> {
  await db.transaction('rw', [db.session, db.signOffs, db.crewMembers, db.outbox], async () => {
    const { ownerId } = await currentOwner();
    const signOff = await db.signOffs.get(crewId);
    if (!signOff) throw new StepRefusedError('The sign-off is not on this device');
    if (!canConfirmSignOff(signOff.status)) {
      throw new StepRefusedError('The sign-off was already confirmed');
    }
    if (signOff.lines.some((l) => l.paidHours === null || l.chargedHours === null)) {
      throw new StepRefusedError(HOURS_MISSING_ON_CONFIRM);
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
        // Hours that follow the proposal need the check-outs on the server first.
        dependsOn: await hoursDependencies(crewId, false),
        undo: [{ table: 'signOffs', id: crewId, row: signOff }],
      }),
    );
  });
  notifyEnqueued();
}
