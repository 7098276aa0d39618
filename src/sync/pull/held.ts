import { db } from '../../db/db';
import { openOutboxRecords } from '../../db/outboxQueries';
import { settledSince } from '../../db/settledChanges';

/**
 * Ids of the table's rows that have a change of the person logged in waiting in the outbox:
 * its entity, and the rows its action altered beside it (its undo snapshots, e.g. the
 * sign-off a check-in moved). Another person's kept changes hold nothing: their rows left
 * with them at logout, and this person must see the server's.
 */
export async function waitingIds(table: string): Promise<Set<number>> {
  const ids = new Set<number>();
  for (const r of await openOutboxRecords()) {
    if (r.entity?.table === table) ids.add(r.entity.id);
    for (const u of r.undo ?? []) if (u.table === table) ids.add(u.id);
  }
  return ids;
}

/**
 * The rows an answer fetched from `since` on must not overwrite: those with a change waiting
 * now, and those whose change the server confirmed since the fetch began (queued and sent
 * while the answer travelled: their record is gone, and the answer predates them). Read it in
 * the transaction that writes the answer, with db.outbox and db.settledChanges in its scope.
 */
export async function heldRowIds(table: string, since: number): Promise<Set<number>> {
  const [waiting, settled] = await Promise.all([waitingIds(table), settledSince(table, since)]);
  return new Set([...waiting, ...settled]);
}

/** The tables heldRowIds reads, for the scope of the transaction that calls it. */
export const HOLD_TABLES = [db.outbox, db.settledChanges, db.session];
