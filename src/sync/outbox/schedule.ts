import type { OutboxRecord } from './types';

const waiting = (r: OutboxRecord) => r.state === 'pending' || r.state === 'sending';

/**
 * Up to `limit` records that may be sent now, side by side. Records go first-in-first-out per
 * entity and after their explicit dependencies, so no two of them touch the same entity and
 * none depends on another of them; a stuck record (failed, conflict, or waiting for its retry
 * time) holds back only the records of the same entity and those that depend on it.
 * A record found in `sending` was interrupted (the sender died): it is sent again with the
 * same idempotency key, and the server applies it once.
 */
export function sendableBatch(
  records: readonly OutboxRecord[],
  ownerId: string,
  now: number,
  limit: number,
): OutboxRecord[] {
  const sorted = [...records].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const byId = new Map(sorted.map((r) => [r.id, r]));
  const openEntities = new Set<string>();
  const batch: OutboxRecord[] = [];
  for (const record of sorted) {
    if (batch.length >= limit) break;
    const entityBusy = record.entityKey !== null && openEntities.has(record.entityKey);
    if (record.state !== 'done' && record.entityKey) openEntities.add(record.entityKey);
    if (record.ownerId !== ownerId || !waiting(record) || entityBusy) continue;
    if (record.nextTryAt > now) continue;
    // A dependency picked for this same batch is not done yet: the record waits for it. A
    // `{ref:…}` in the path is a dependency too, named or not.
    const refs = [...record.path.matchAll(/\{ref:([^}]+)\}/g)].map((m) => m[1]!);
    const depsDone = [...record.dependsOn, ...refs].every((dep) => {
      const d = byId.get(dep);
      return d === undefined || d.state === 'done';
    });
    if (depsDone) batch.push(record);
  }
  return batch;
}

/** The next record to send, or null (see sendableBatch). */
export function nextSendable(
  records: readonly OutboxRecord[],
  ownerId: string,
  now: number,
): OutboxRecord | null {
  return sendableBatch(records, ownerId, now, 1)[0] ?? null;
}

/** When the earliest waiting record may be tried again (for scheduling a timer), or null. */
export function nextWakeUp(records: readonly OutboxRecord[], ownerId: string): number | null {
  const times = records.filter((r) => r.ownerId === ownerId && waiting(r)).map((r) => r.nextTryAt);
  return times.length ? Math.min(...times) : null;
}

/** `{ref:<outboxId>}` in a path becomes the id the server gave that record's entity. */
export function resolvePath(
  path: string,
  records: ReadonlyMap<string, OutboxRecord>,
): string | null {
  let unresolved = false;
  const resolved = path.replace(/\{ref:([^}]+)\}/g, (_, id: string) => {
    const result = records.get(id)?.resultId;
    if (result === undefined) unresolved = true;
    return String(result ?? '');
  });
  return unresolved ? null : resolved;
}
