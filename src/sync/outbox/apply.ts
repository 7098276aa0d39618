import { db } from '../../db/db';
import { ENTITY_SCHEMAS } from './entities';
import type { OutboxRecord } from './types';

const OPEN = new Set(['pending', 'sending', 'failed', 'conflict']);

/**
 * A 2xx answer, in one transaction: the record is done, and the server's entity replaces the
 * local row, unless later changes to the same entity still wait (their optimistic state stays
 * on screen, re-based on the server's new version).
 */
export async function applySuccess(
  record: OutboxRecord,
  body: unknown,
  sentPath: string,
): Promise<void> {
  const entity = record.entity;
  const table = entity ? db.table(entity.table) : null;
  const parsed = entity ? ENTITY_SCHEMAS[entity.table].safeParse(body) : null;
  const serverEntity = parsed?.success ? parsed.data : null;
  const tables = table ? [db.outbox, table] : [db.outbox];

  await db.transaction('rw', tables, async () => {
    const later = record.entityKey
      ? (await db.outbox.where('entityKey').equals(record.entityKey).toArray()).filter(
          (r) => r.id > record.id && OPEN.has(r.state),
        )
      : [];
    await db.outbox.update(record.id, {
      state: 'done',
      lastError:
        parsed && !parsed.success && record.method !== 'DELETE' ? 'malformed answer' : null,
      resultId: serverEntity?.id ?? entity?.id,
      updatedAt: Date.now(),
    });
    if (!entity || !table) return;
    if (record.method === 'DELETE') {
      const sentId = Number(sentPath.split('/').pop());
      await table.bulkDelete([entity.id, ...(Number.isFinite(sentId) ? [sentId] : [])]);
      return;
    }
    if (!serverEntity) return;
    for (const r of later) await db.outbox.update(r.id, { baseVersion: serverEntity.version });
    if (later.length > 0) {
      await table.update(entity.id, { version: serverEntity.version });
      return;
    }
    if (serverEntity.id !== entity.id) await table.delete(entity.id);
    await table.put(serverEntity);
  });
}

/** "Take theirs": the server's entity goes into the table and the local change is dropped. */
export async function storeServerEntity(record: OutboxRecord, body: unknown): Promise<boolean> {
  if (!record.entity) return false;
  const parsed = ENTITY_SCHEMAS[record.entity.table].safeParse(body);
  if (!parsed.success) return false;
  await db.table(record.entity.table).put(parsed.data);
  return true;
}
