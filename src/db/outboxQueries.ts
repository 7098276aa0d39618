import { db, type OutboxRecord } from './db';
import { OPEN_STATES } from './outboxRecord';

export { OPEN_STATES };

/**
 * Whose outbox the screens and the pull see: the person logged in. Changes another person
 * kept on this device at logout wait for that person (DESIGN.md "Logging out"); nobody else
 * may see, count, retry or discard them. Null when nobody is logged in.
 */
export async function sessionOwnerId(): Promise<string | null> {
  return (await db.session.get('current'))?.ownerId ?? null;
}

/**
 * Every change of the person logged in not yet confirmed. One `equals` read per state on the
 * [ownerId+state] index: each is a single native getAll, where `anyOf` walks a cursor record
 * by record; with hundreds waiting, that walk ran on every change while the outbox drained
 * (P3). The reads share one transaction: apart, a record moving from 'pending' to 'sending'
 * between two of them was in neither, and its badge went for a moment as if it were sent.
 * Reads db.session: a transaction that calls this needs it in its scope.
 */
export function openOutboxRecords(): Promise<OutboxRecord[]> {
  return db.transaction('r', db.session, db.outbox, async () => {
    const owner = await sessionOwnerId();
    if (owner === null) return [];
    const parts = await Promise.all(
      OPEN_STATES.map((state) =>
        db.outbox.where('[ownerId+state]').equals([owner, state]).toArray(),
      ),
    );
    return parts.flat();
  });
}

/** How many changes of the person logged in are in each of `states`, by native index counts. */
export function countOutbox(states: readonly string[]): Promise<number> {
  // One transaction, as in openOutboxRecords: a record changing state is counted once.
  return db.transaction('r', db.session, db.outbox, async () => {
    const owner = await sessionOwnerId();
    if (owner === null) return 0;
    const counts = await Promise.all(
      states.map((state) => db.outbox.where('[ownerId+state]').equals([owner, state]).count()),
    );
    return counts.reduce((a, b) => a + b, 0);
  });
}

export type EntityFlag = 'pending' | 'failed' | 'refused' | 'conflict';

const RANK: Record<EntityFlag, number> = { pending: 0, failed: 1, refused: 2, conflict: 3 };

const flagOf = (state: string): EntityFlag =>
  state === 'conflict' || state === 'failed' || state === 'refused' ? state : 'pending';

/** The more serious of two flags; `flag` when there was none yet. */
const worse = (worst: EntityFlag | undefined, flag: EntityFlag): EntityFlag =>
  !worst || RANK[flag] > RANK[worst] ? flag : worst;

/** The badge of one entity's waiting changes: the most serious of their states; none without. */
export function worstFlag(states: readonly string[]): EntityFlag | undefined {
  return states.reduce<EntityFlag | undefined>(
    (worst, state) => worse(worst, flagOf(state)),
    undefined,
  );
}

/**
 * Per entity id of one table: the most serious state of the waiting changes of the person
 * logged in (for badges).
 */
export async function entityFlags(table: string): Promise<Map<number, EntityFlag>> {
  const flags = new Map<number, EntityFlag>();
  for (const r of await openOutboxRecords()) {
    if (r.entity?.table !== table) continue;
    flags.set(r.entity.id, worse(flags.get(r.entity.id), flagOf(r.state)));
  }
  return flags;
}
