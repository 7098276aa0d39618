import { safeParse } from 'valibot';
import type { Project } from '../../api/schemas/projects';
import { projectCopySchema, type ProjectCopy } from '../../api/schemas/projectCopy';
import {
  copiedBookings,
  copyCollisions,
  daysBetween,
  shiftDate,
  type CopiedBooking,
  type PersonCopyCollisions,
} from '../../api/schemas/copyChecks';
import { db } from '../../db/db';
import { notifyEnqueued, outboxRecord } from '../outbox/enqueue';
import { localEntityId } from '../outbox/ids';
import { snapshotRow } from '../outbox/undo';

/**
 * Queues a copy of `source` (SPEC §2 copy dialog): the new project shows at once in the
 * projects table under a local id and a provisional number, pending; the server's answer
 * replaces it with the real one (apply.ts). Discarding it before it is sent removes it (undo).
 * Answers the outbox record's id and the local id, so the dialog can follow it.
 */
export async function copyProject(
  source: Project,
  input: ProjectCopy,
): Promise<{ recordId: string; localId: number }> {
  const localId = localEntityId();
  const shift = daysBetween(source.beginDate, input.beginDate);
  const draft: Project = {
    ...source,
    id: localId,
    version: 1,
    // Unique in the table (its index), and plainly not a real number until the server answers.
    number: `${source.number}~${-localId}`,
    beginDate: input.beginDate,
    endDate: shiftDate(source.endDate, shift),
    closed: false,
    status: 'quoted',
    branchId: input.branchId ?? source.branchId,
    branchName: input.branchId === null ? source.branchName : null,
    cateringTypeId: input.cateringTypeId ?? source.cateringTypeId,
    cateringTypeName: input.cateringTypeId === null ? source.cateringTypeName : null,
  };
  let recordId = '';
  await db.transaction('rw', db.session, db.projects, db.outbox, async () => {
    const session = await db.session.get('current');
    if (!session) throw new Error('Not logged in');
    const record = outboxRecord(session.ownerId, {
      kind: 'project.copy',
      method: 'POST',
      path: `/projects/${source.id}/copy`,
      body: input,
      entity: { table: 'projects', id: localId },
      baseVersion: null,
      undo: [await snapshotRow('projects', localId)],
    });
    recordId = record.id;
    await db.outbox.add(record);
    await db.projects.add(draft);
  });
  notifyEnqueued();
  return { recordId, localId };
}

/**
 * Offers an open crew item to crew: marked at once (pending), sent with the version it was
 * offered on, so a crew member's change meanwhile comes back as a readable conflict.
 */
export async function offerVacancy(id: number, now = new Date()): Promise<void> {
  await db.transaction('rw', db.session, db.projectVacancies, db.outbox, async () => {
    const session = await db.session.get('current');
    if (!session) throw new Error('Not logged in');
    const item = await db.projectVacancies.get(id);
    if (!item) throw new Error('Crew item not found');
    if (item.offeredAt !== null) return;
    await db.outbox.add(
      outboxRecord(session.ownerId, {
        kind: 'projectVacancy.offer',
        method: 'POST',
        path: `/projectCrewItems/${id}/offerVacancy`,
        body: null,
        entity: { table: 'projectVacancies', id },
        baseVersion: item.version,
        undo: [{ table: 'projectVacancies', id, row: item }],
      }),
    );
    await db.projectVacancies.update(id, { offeredAt: now.toISOString() });
  });
  notifyEnqueued();
}

/** The persons' availability never reached this device: the check cannot be made yet. */
export class AvailabilityNotSynced extends Error {
  constructor() {
    super('Availability not synced');
  }
}

/**
 * The check before a copy books persons, from the local tables (offline): the source's
 * bookings, read from the persons' availability rows (each booking names its project), moved
 * to the new begin date and checked per person (copyChecks, the server's rule too).
 */
export async function localCopyCollisions(
  source: Pick<Project, 'id' | 'beginDate'>,
  beginDate: string,
  today: string,
): Promise<PersonCopyCollisions[]> {
  // Never pulled: checking against nothing would say "all free"; the caller says so instead.
  const synced = await db.syncState.get('personAvailabilities');
  if (!synced?.lastSyncedAt) throw new AvailabilityNotSynced();
  const rows = await db.personAvailabilities.toArray();
  const bookings: CopiedBooking[] = rows.flatMap((p) =>
    p.jobs
      .filter((j) => j.projectId === source.id)
      .map((j) => ({
        id: j.id,
        personId: p.id,
        startDate: j.startDate,
        endDate: j.endDate,
        startTime: j.startTime,
        endTime: j.endTime,
      })),
  );
  const persons = new Map(rows.map((p) => [p.id, p]));
  return copyCollisions(
    copiedBookings(bookings, daysBetween(source.beginDate, beginDate)),
    persons,
    today,
  );
}

/** The copy's last day: the source's duration from the new begin date; null for no date. */
export function copiedEndDate(source: Pick<Project, 'beginDate' | 'endDate'>, beginDate: string) {
  return safeParse(projectCopySchema.entries.beginDate, beginDate).success
    ? shiftDate(source.endDate, daysBetween(source.beginDate, beginDate))
    : null;
}

export {
  projectCopySchema,
  copyReasonSchema,
  COPY_REASON_MAX,
} from '../../api/schemas/projectCopy';
export { shiftDate } from '../../api/schemas/copyChecks';
