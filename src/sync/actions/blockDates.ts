import { blockDateInputSchema, type BlockDateInput } from '../../api/schemas/calendar';
import { db, type BlockDate } from '../../db/db';
import { withOptimistic } from '../../db/optimistic';
import { getSession } from '../../session/sessionState';
import { decodeToken } from '../../session/token';
import { localEntityId } from '../outbox/ids';
import { notifyEnqueued, outboxRecord } from '../outbox/enqueue';
import { entityTarget, queueDelete } from '../outbox/targets';

export type { BlockDateInput };

/**
 * Blocks dates in the personal calendar: the row appears at once (pending) and the request
 * waits in the outbox, both written in ONE transaction.
 */
export async function createBlockDate(input: BlockDateInput): Promise<number> {
  const valid = blockDateInputSchema.parse(input);
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
      }),
    );
  });
}

/** Changes a blocked date (PUT with If-Match); the new values show at once, pending. */
export async function updateBlockDate(id: number, input: BlockDateInput): Promise<void> {
  const valid = blockDateInputSchema.parse(input);
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
