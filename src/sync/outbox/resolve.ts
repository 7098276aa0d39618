import { db } from '../../db/db';
import { storeServerEntity } from './apply';
import { notifyEnqueued } from './enqueue';
import { newIdempotencyKey } from './ids';
import type { OutboxRecord } from './types';

/** A failed or waiting record goes again, now. */
export async function retryRecord(id: string): Promise<void> {
  await db.outbox.update(id, {
    state: 'pending',
    attempts: 0,
    nextTryAt: Date.now(),
    lastError: null,
  });
  notifyEnqueued();
}

/** Records that depend on `id`, directly or through others. */
async function dependantsOf(id: string): Promise<OutboxRecord[]> {
  const all = await db.outbox.toArray();
  const out: OutboxRecord[] = [];
  const frontier = [id];
  while (frontier.length) {
    const current = frontier.pop()!;
    for (const r of all) {
      if (r.dependsOn.includes(current) && !out.includes(r)) {
        out.push(r);
        frontier.push(r.id);
      }
    }
  }
  return out;
}

/**
 * The person gives up a change (after confirming): it and what depends on it leave the
 * outbox, and the server's version of the entity, when known, comes back on screen.
 */
export async function discardRecord(id: string): Promise<void> {
  const record = await db.outbox.get(id);
  if (!record) return;
  const dependants = await dependantsOf(id);
  const tables = record.entity ? [db.outbox, db.table(record.entity.table)] : [db.outbox];
  await db.transaction('rw', tables, async () => {
    await db.outbox.bulkDelete([id, ...dependants.map((d) => d.id)]);
    if (record.entity && record.entity.id < 0 && record.method === 'POST') {
      await db.table(record.entity.table).delete(record.entity.id);
    }
    if (record.serverEntity) await storeServerEntity(record, record.serverEntity);
  });
}

/**
 * Conflict, "keep mine": the same change goes again on top of the server's current version.
 * A new idempotency key, since the server answered the old one with the conflict.
 */
export async function keepMine(id: string): Promise<void> {
  const record = await db.outbox.get(id);
  if (!record || record.state !== 'conflict') return;
  const current = record.serverEntity as { version?: unknown } | undefined;
  const version = typeof current?.version === 'number' ? current.version : record.baseVersion;
  await db.outbox.update(id, {
    state: 'pending',
    baseVersion: version,
    idempotencyKey: newIdempotencyKey(),
    attempts: 0,
    nextTryAt: Date.now(),
    lastError: null,
    serverEntity: undefined,
  });
  notifyEnqueued();
}

/** Conflict, "take theirs": the server's entity replaces mine and my change is dropped. */
export async function takeTheirs(id: string): Promise<void> {
  await discardRecord(id);
}
