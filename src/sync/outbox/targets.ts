import { db } from '../../db/db';
import { neverSent, type About } from '../../db/outboxRecord';
import { notifyEnqueued, outboxRecord } from './enqueue';
import type { EntityTable, OutboxKind } from '../resources';

/**
 * The path of a change to an entity: one created offline has no server id yet, so the path
 * names the outbox record that creates it and waits for that record (schedule.resolvePath).
 */
export async function entityTarget(
  table: EntityTable,
  base: string,
  id: number,
): Promise<{ path: string; dependsOn: string[] }> {
  if (id >= 0) return { path: `${base}/${id}`, dependsOn: [] };
  const earlier = await db.outbox.where('entityKey').equals(`${table}:${id}`).toArray();
  const create = earlier.find((r) => r.method === 'POST');
  if (!create) return { path: `${base}/${id}`, dependsOn: [] };
  return { path: `${base}/{ref:${create.id}}`, dependsOn: [create.id] };
}

/**
 * Deletes a row. One created offline and never sent is simply taken back; one the server
 * has (or may have) is deleted there too, after any earlier change to it.
 */
export async function queueDelete(
  table: EntityTable,
  base: string,
  id: number,
  kind: OutboxKind,
  /** What the change is about, for the outbox screen, when the row does not say it. */
  about?: About,
): Promise<void> {
  const rows = db.table<{ id: number; version: number }, number>(table);
  await db.transaction('rw', db.session, rows, db.outbox, async () => {
    const session = await db.session.get('current');
    if (!session) throw new Error('Not logged in');
    const row = await rows.get(id);
    if (!row) return;
    const earlier = await db.outbox.where('entityKey').equals(`${table}:${id}`).toArray();
    // Only a row with a local id (created offline) has a create waiting: a POST to a row the
    // server has is a change to it (a plus-crew figure's correction), which must not be taken
    // back as if the row had never existed.
    const create =
      id < 0 ? earlier.find((r) => r.method === 'POST' && r.state !== 'done') : undefined;
    if (create && create.state === 'pending' && neverSent(create) && earlier.length === 1) {
      // Never sent: nothing to undo on the server.
      await db.outbox.delete(create.id);
      await rows.delete(id);
      return;
    }
    const target = await entityTarget(table, base, id);
    await db.outbox.add(
      outboxRecord(session.ownerId, {
        kind,
        method: 'DELETE',
        path: target.path,
        body: null,
        entity: { table, id },
        baseVersion: row.version,
        dependsOn: target.dependsOn,
        undo: [{ table, id, row }],
        about,
      }),
    );
    await rows.delete(id);
  });
  notifyEnqueued();
}
