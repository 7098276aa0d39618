import { db } from '../../db/db';
import { entitySchemaOf } from './entities';
import type { OutboxRecord } from './types';

const OPEN = new Set(['pending', 'sending', 'failed', 'conflict']);

/** A table this build does not know: its answer cannot be stored (treated as malformed). */
const MISSING = { success: false } as const;

export type Success = { record: OutboxRecord; body: unknown; sentPath: string };

/**
 * 2xx answers, in one transaction: each record is done, and the server's entity replaces the
 * local row, unless later changes to the same entity still wait (their optimistic state stays
 * on screen, re-based on the server's new version). Answers of a replay window are applied
 * together, so the screens' live queries run once for them, not once per record (P3).
 * Returns the records whose stored copy changed (the done ones and the re-based later ones).
 */
export async function applySuccesses(successes: readonly Success[]): Promise<OutboxRecord[]> {
  if (successes.length === 0) return [];
  const tables = new Set([db.outbox.name]);
  for (const { record } of successes) if (record.entity) tables.add(record.entity.table);
  const changed: OutboxRecord[] = [];
  await db.transaction('rw', [...tables], async () => {
    for (const success of successes) changed.push(...(await applyOne(success)));
  });
  return changed;
}

/** One 2xx answer on its own (tests, and callers outside the replay). */
export async function applySuccess(
  record: OutboxRecord,
  body: unknown,
  sentPath: string,
): Promise<void> {
  await applySuccesses([{ record, body, sentPath }]);
}

async function applyOne({ record, body, sentPath }: Success): Promise<OutboxRecord[]> {
  const entity = record.entity;
  const table = entity ? db.table(entity.table) : null;
  const parsed = entity ? (entitySchemaOf(entity.table)?.safeParse(body) ?? MISSING) : null;
  const serverEntity = parsed?.success ? parsed.data : null;
  const later = record.entityKey
    ? (await db.outbox.where('entityKey').equals(record.entityKey).toArray()).filter(
        (r) => r.id > record.id && OPEN.has(r.state),
      )
    : [];
  const done: OutboxRecord = {
    ...record,
    state: 'done',
    lastError: parsed && !parsed.success && record.method !== 'DELETE' ? 'malformed answer' : null,
    resultId: serverEntity?.id ?? entity?.id,
    updatedAt: Date.now(),
  };
  await db.outbox.put(done);
  if (!entity || !table) return [done];
  if (record.method === 'DELETE') {
    const sentId = Number(sentPath.split('/').pop());
    await table.bulkDelete([entity.id, ...(Number.isFinite(sentId) ? [sentId] : [])]);
    return [done];
  }
  if (!serverEntity) return [done];
  if (later.length > 0) {
    const rebased = later.map((r) => ({ ...r, baseVersion: serverEntity.version }));
    await db.outbox.bulkPut(rebased);
    await table.update(entity.id, { version: serverEntity.version });
    return [done, ...rebased];
  }
  if (serverEntity.id !== entity.id) await table.delete(entity.id);
  await table.put(serverEntity);
  return [done];
}

/** "Take theirs": the server's entity goes into the table and the local change is dropped. */
export async function storeServerEntity(record: OutboxRecord, body: unknown): Promise<boolean> {
  if (!record.entity) return false;
  const parsed = entitySchemaOf(record.entity.table)?.safeParse(body);
  if (!parsed?.success) return false;
  await db.table(record.entity.table).put(parsed.data);
  return true;
}
