import { db } from './db';
import type { EntityRef } from './outboxRecord';

/**
 * How long a confirmed change is remembered. Longer than any pull's fetch can take (requests
 * time out after 20 s, a refresh and a retry at most double that), so every answer that left
 * the server before the change still finds it here when it lands.
 */
export const SETTLED_MEMORY_MS = 10 * 60_000;

const keyOf = (ref: EntityRef) => `${ref.table}:${ref.id}`;

/**
 * Notes rows whose change the server just confirmed. Called inside the transaction that marks
 * the outbox record done (page or service worker alike), so no pull can see the record gone
 * without seeing this. Forgets what is older than SETTLED_MEMORY_MS on the way.
 */
export async function noteSettled(refs: readonly EntityRef[], at = Date.now()): Promise<void> {
  if (refs.length === 0) return;
  await db.settledChanges.bulkPut(
    refs.map((r) => ({ key: keyOf(r), table: r.table, id: r.id, at })),
  );
  await db.settledChanges
    .where('at')
    .below(at - SETTLED_MEMORY_MS)
    .delete();
}

/** Ids of the table's rows whose change was confirmed at or after `since` (ms). */
export async function settledSince(table: string, since: number): Promise<Set<number>> {
  const rows = await db.settledChanges.where('at').aboveOrEqual(since).toArray();
  return new Set(rows.filter((r) => r.table === table).map((r) => r.id));
}
