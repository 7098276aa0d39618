import { db } from '../../db/db';
import { newIdempotencyKey, sortableId } from './ids';
import { entityKeyOf, type EntityRef, type OutboxRecord, type UndoRow } from './types';
import type { OutboxKind } from '../resources';

export type NewRecord = {
  /** Declared by the area's resource (sync/resources): the outbox screen has its label. */
  kind: OutboxKind;
  method: OutboxRecord['method'];
  path: string;
  body: unknown;
  blobs?: Record<string, Blob>;
  entity: EntityRef | null;
  baseVersion: number | null;
  dependsOn?: string[];
  /** The rows the action is about to change, as they are now (undo.ts: discard = undo). */
  undo?: UndoRow[];
  about?: OutboxRecord['about'];
};

/** Builds a record; call inside the action's transaction with the table change. */
export function outboxRecord(ownerId: string, input: NewRecord, now = Date.now()): OutboxRecord {
  return {
    id: sortableId(now),
    idempotencyKey: newIdempotencyKey(),
    ownerId,
    kind: input.kind,
    method: input.method,
    path: input.path,
    body: input.body,
    blobs: input.blobs,
    entity: input.entity,
    entityKey: entityKeyOf(input.entity),
    baseVersion: input.baseVersion,
    dependsOn: input.dependsOn ?? [],
    undo: input.undo,
    ...(input.about ? { about: input.about } : {}),
    state: 'pending',
    attempts: 0,
    nextTryAt: now,
    lastError: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The logged-in owner, read inside the transaction; an action needs somebody to act for. */
export async function currentOwner(): Promise<{ ownerId: string }> {
  const row = await db.session.get('current');
  if (!row) throw new Error('Not logged in');
  return { ownerId: row.ownerId };
}

type Listener = () => void;
const enqueued = new Set<Listener>();

/** The scheduler listens, so a new record is sent at once when the network allows. */
export function onEnqueued(listener: Listener): () => void {
  enqueued.add(listener);
  return () => enqueued.delete(listener);
}

export function notifyEnqueued(): void {
  for (const l of enqueued) l();
}
