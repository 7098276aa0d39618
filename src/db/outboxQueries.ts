import { db, type OutboxRecord } from './db';
import { OPEN_STATES } from './outboxRecord';

export { OPEN_STATES };

/**
 * Every change not yet confirmed. One `equals` read per state: each is a single native
 * getAll on the index, where `anyOf` walks a cursor record by record; with hundreds waiting,
 * that walk ran on every change while the outbox drained (P3).
 */
export async function openOutboxRecords(): Promise<OutboxRecord[]> {
  const parts = await Promise.all(
    OPEN_STATES.map((state) => db.outbox.where('state').equals(state).toArray()),
  );
  return parts.flat();
}

/** How many changes are in each of `states`, by native index counts. */
export async function countOutbox(states: readonly string[]): Promise<number> {
  const counts = await Promise.all(
    states.map((state) => db.outbox.where('state').equals(state).count()),
  );
  return counts.reduce((a, b) => a + b, 0);
}
