import { vacationRequestInputSchema, type VacationRequestInput } from '../../api/schemas/calendar';
import { db, type VacationRequest } from '../../db/db';
import { decodeToken } from '../../session/token';
import { localEntityId } from '../outbox/ids';
import { notifyEnqueued, outboxRecord } from '../outbox/enqueue';
import { entityTarget } from '../outbox/targets';

export type { VacationRequestInput };

type Fields = Pick<
  VacationRequest,
  'startDate' | 'endDate' | 'firstDayHalf' | 'lastDayHalf' | 'reason'
>;

function fieldsOf(input: VacationRequestInput): Fields {
  const v = vacationRequestInputSchema.parse(input);
  return {
    startDate: v.startDate,
    endDate: v.endDate,
    firstDayHalf: v.firstDayHalf ?? null,
    lastDayHalf: v.lastDayHalf ?? null,
    reason: v.reason,
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
      }),
    );
    await db.vacationRequests.delete(id);
  });
  notifyEnqueued();
}
