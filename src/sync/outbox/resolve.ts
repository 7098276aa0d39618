import { db } from '../../db/db';
import { storeServerEntity } from './apply';
import { notifyEnqueued } from './enqueue';
import { newIdempotencyKey } from './ids';
import { planUndo } from './undo';
import { openOutboxRecords, sessionOwnerId } from '../../db/outboxQueries';
import { dependantsIn } from './dependants';
import type { OutboxRecord } from './types';

/**
 * The record, if it is a change of the person logged in. Changes another person kept on this
 * device wait for them alone: nobody else may retry, resolve or discard them.
 */
async function ownRecord(id: string): Promise<OutboxRecord | undefined> {
  const [record, owner] = await Promise.all([db.outbox.get(id), sessionOwnerId()]);
  return record && record.ownerId === owner ? record : undefined;
}

/** A failed or waiting record goes again, now. */
export async function retryRecord(id: string): Promise<void> {
  if (!(await ownRecord(id))) return;
  await db.outbox.update(id, {
    state: 'pending',
    attempts: 0,
    nextTryAt: Date.now(),
    lastError: null,
  });
  notifyEnqueued();
}

/**
 * The person gives up a change (after confirming): it and what depends on it leave the
 * outbox, and in the same transaction every row they altered goes back to how it was before
 * them (undo.ts), for every kind of change; the server's version of the entity, when known
 * from its answer, replaces that. The screen shows the row as it was at once.
 */
export async function discardRecord(id: string): Promise<void> {
  const record = await ownRecord(id);
  if (!record) return;
  const mine = await db.outbox.where('ownerId').equals(record.ownerId).toArray();
  const discarded = [record, ...dependantsIn(mine, id)];
  const gone = new Set(discarded.map((r) => r.id));
  // db.session: openOutboxRecords reads whose changes these are.
  const tableNames = new Set<string>([db.outbox.name, db.session.name]);
  for (const r of discarded) {
    if (r.entity) tableNames.add(r.entity.table);
    for (const u of r.undo ?? []) tableNames.add(u.table);
  }
  await db.transaction('rw', [...tableNames], async () => {
    const remaining = (await openOutboxRecords()).filter(
      (r) => !gone.has(r.id) && r.ownerId === record.ownerId,
    );
    const plan = planUndo(discarded, remaining);
    await db.outbox.bulkDelete([...gone]);
    for (const u of plan.restore) {
      const table = db.table<{ id: number }, number>(u.table);
      if (u.row) await table.put(u.row);
      else await table.delete(u.id);
    }
    for (const { recordId, undo } of plan.handOver) await db.outbox.update(recordId, { undo });
    // A record queued before undo existed: a create made offline still goes with it.
    if (!record.undo && record.entity && record.entity.id < 0 && record.method === 'POST') {
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
  const record = await ownRecord(id);
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
    otherChange: undefined,
  });
  notifyEnqueued();
}

/** Conflict, "take theirs": the server's entity replaces mine and my change is dropped. */
export async function takeTheirs(id: string): Promise<void> {
  await discardRecord(id);
}
