import * as v from 'valibot';
import {
  blockDateInputSchema,
  vacationRequestInputSchema,
  type BlockDateInput,
  type VacationRequestInput,
} from '../../api/schemas/calendar';
import { issueField, type Issue } from '../../api/schemas/issues';
import { db, type BlockDate, type VacationRequest } from '../../db/db';
import { withOptimistic } from '../../db/optimistic';
import { getSession } from '../../session/sessionState';
import { decodeToken } from '../../session/token';
import { localEntityId } from '../outbox/ids';
import { notifyEnqueued, outboxRecord } from '../outbox/enqueue';
import { entityTarget, queueDelete } from '../outbox/targets';

// The personal calendar's changes: blocked dates and vacation requests.

export type { BlockDateInput, VacationRequestInput };
// The forms show the server's own limits: one schema, no copy of its numbers.
export { BLOCK_DATE_REASON_MAX, VACATION_REASON_MAX } from '../../api/schemas/calendar';
export { isRealDate, MIN_YEAR, MAX_YEAR } from '../../api/schemas/common';

/**
 * The fields an action refused as the server's schema would (it parses its input with it), or
 * null when `error` is something else: then the device itself could not store the change.
 */
export function refusedFields(error: unknown): string[] | null {
  if (!(error instanceof v.ValiError)) return null;
  const issues: readonly Issue[] = error.issues;
  return [...new Set(issues.map((issue) => issueField(issue) ?? ''))];
}

/**
 * Blocks dates in the personal calendar: the row appears at once (pending) and the request
 * waits in the outbox, both written in ONE transaction.
 */
export async function createBlockDate(input: BlockDateInput): Promise<number> {
  const valid = v.parse(blockDateInputSchema, input);
  const id = localEntityId();
  const current = getSession();
  const row: BlockDate = {
    id,
    version: 1,
    personId: current.status === 'authenticated' ? (current.payload.loginData.personId ?? 0) : 0,
    startDate: valid.startDate,
    endDate: valid.endDate ?? null,
    reason: valid.reason,
    beginTime: valid.beginTime ?? null,
    endTime: valid.endTime ?? null,
  };
  // On screen in the same frame as the click; stored and queued in one transaction.
  await withOptimistic('blockDates', id, row, () => storeNewBlockDate(row));
  notifyEnqueued();
  return id;
}

async function storeNewBlockDate(row: BlockDate): Promise<void> {
  await db.transaction('rw', db.session, db.blockDates, db.outbox, async () => {
    const session = await db.session.get('current');
    if (!session) throw new Error('Not logged in');
    const personId = decodeToken(session.token)?.loginData.personId ?? row.personId;
    await db.blockDates.add({ ...row, personId });
    await db.outbox.add(
      outboxRecord(session.ownerId, {
        kind: 'blockDate.create',
        method: 'POST',
        path: '/blockDates',
        body: {
          startDate: row.startDate,
          endDate: row.endDate,
          reason: row.reason,
          beginTime: row.beginTime,
          endTime: row.endTime,
        },
        entity: { table: 'blockDates', id: row.id },
        baseVersion: null,
        undo: [{ table: 'blockDates', id: row.id, row: null }],
      }),
    );
  });
}

/** Changes a blocked date (PUT with If-Match); the new values show at once, pending. */
export async function updateBlockDate(id: number, input: BlockDateInput): Promise<void> {
  const valid = v.parse(blockDateInputSchema, input);
  await db.transaction('rw', db.session, db.blockDates, db.outbox, async () => {
    const session = await db.session.get('current');
    if (!session) throw new Error('Not logged in');
    const row = await db.blockDates.get(id);
    if (!row) throw new Error('Blocked date not found');
    const fields = {
      startDate: valid.startDate,
      endDate: valid.endDate ?? null,
      reason: valid.reason,
      beginTime: valid.beginTime ?? null,
      endTime: valid.endTime ?? null,
    };
    const target = await entityTarget('blockDates', '/blockDates', id);
    await db.blockDates.put({ ...row, ...fields });
    await db.outbox.add(
      outboxRecord(session.ownerId, {
        kind: 'blockDate.update',
        method: 'PUT',
        path: target.path,
        body: fields,
        entity: { table: 'blockDates', id },
        baseVersion: id < 0 ? null : row.version,
        dependsOn: target.dependsOn,
        undo: [{ table: 'blockDates', id, row }],
      }),
    );
  });
  notifyEnqueued();
}

/**
 * Deletes a blocked date. One created offline and not yet sent is simply taken back; one the
 * server already has is deleted there too, after any earlier change to it.
 */
export const deleteBlockDate = (id: number): Promise<void> =>
  queueDelete('blockDates', '/blockDates', id, 'blockDate.delete');

// Vacation requests.

type Fields = Pick<
  VacationRequest,
  'startDate' | 'endDate' | 'firstDayHalf' | 'lastDayHalf' | 'reason'
>;

function fieldsOf(input: VacationRequestInput): Fields {
  const valid = v.parse(vacationRequestInputSchema, input);
  return {
    startDate: valid.startDate,
    endDate: valid.endDate,
    firstDayHalf: valid.firstDayHalf ?? null,
    lastDayHalf: valid.lastDayHalf ?? null,
    reason: valid.reason,
  };
}

async function ownerOrThrow() {
  const session = await db.session.get('current');
  if (!session) throw new Error('Not logged in');
  return session;
}

/** Requests a vacation: the row shows at once (pending), the request waits in the outbox. */
export async function createVacationRequest(input: VacationRequestInput): Promise<number> {
  const fields = fieldsOf(input);
  const id = localEntityId();
  await db.transaction('rw', db.session, db.vacationRequests, db.outbox, async () => {
    const session = await ownerOrThrow();
    const personId = decodeToken(session.token)?.loginData.personId ?? 0;
    await db.vacationRequests.add({
      id,
      version: 1,
      personId,
      ...fields,
      status: 'requested',
      answer: null,
    });
    await db.outbox.add(
      outboxRecord(session.ownerId, {
        kind: 'vacationRequest.create',
        method: 'POST',
        path: '/vacationRequests',
        body: fields,
        entity: { table: 'vacationRequests', id },
        baseVersion: null,
        undo: [{ table: 'vacationRequests', id, row: null }],
      }),
    );
  });
  notifyEnqueued();
  return id;
}

/** Changes a request; the server asks for a new answer, so it shows as requested again. */
export async function updateVacationRequest(
  id: number,
  input: VacationRequestInput,
): Promise<void> {
  const fields = fieldsOf(input);
  await db.transaction('rw', db.session, db.vacationRequests, db.outbox, async () => {
    const session = await ownerOrThrow();
    const row = await db.vacationRequests.get(id);
    if (!row) throw new Error('Vacation request not found');
    const target = await entityTarget('vacationRequests', '/vacationRequests', id);
    await db.vacationRequests.put({ ...row, ...fields, status: 'requested', answer: null });
    await db.outbox.add(
      outboxRecord(session.ownerId, {
        kind: 'vacationRequest.update',
        method: 'PUT',
        path: target.path,
        body: fields,
        entity: { table: 'vacationRequests', id },
        baseVersion: id < 0 ? null : row.version,
        dependsOn: target.dependsOn,
        undo: [{ table: 'vacationRequests', id, row }],
      }),
    );
  });
  notifyEnqueued();
}

/**
 * Deletes a request. The delete is always queued, even for one created offline: the create
 * may be on its way already, and taking it back here could race the sender.
 */
export async function deleteVacationRequest(id: number): Promise<void> {
  await db.transaction('rw', db.session, db.vacationRequests, db.outbox, async () => {
    const session = await ownerOrThrow();
    const row = await db.vacationRequests.get(id);
    if (!row) return;
    const target = await entityTarget('vacationRequests', '/vacationRequests', id);
    await db.outbox.add(
      outboxRecord(session.ownerId, {
        kind: 'vacationRequest.delete',
        method: 'DELETE',
        path: target.path,
        body: null,
        entity: { table: 'vacationRequests', id },
        baseVersion: id < 0 ? null : row.version,
        dependsOn: target.dependsOn,
        undo: [{ table: 'vacationRequests', id, row }],
      }),
    );
    await db.vacationRequests.delete(id);
  });
  notifyEnqueued();
}
