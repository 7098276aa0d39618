import { db } from '../../db/db';
import { OPEN_STATES, type EntityRef } from '../../db/outboxRecord';
import { noteSettled } from '../../db/settledChanges';
import { parseEntity } from './entities';
import type { OutboxRecord } from './types';

const OPEN = new Set<string>(OPEN_STATES);

/** A table this build does not know: its answer cannot be stored (treated as malformed). */
const MISSING = { success: false } as const;

export type Success = { record: OutboxRecord; body: unknown; sentPath: string };

/** An answer not written: its record, as now stored if at all, changed while it was out. */
export type Stale = { id: string; stored: OutboxRecord | undefined };

/** What writing a window's answers did to the outbox, for replay's copy of it. */
export type Written = {
  /** Records whose stored copy changed: the answered ones and any re-based later ones. */
  changed: OutboxRecord[];
  stale: Stale[];
};

/**
 * Whether the stored record is still the one that was sent. The person may discard it, or
 * delete its row, while the request is out (resolve.ts, targets.ts): its answer must then not
 * write it, or its row, back. The idempotency key tells a "keep mine" re-queue apart.
 */
function asSent(stored: OutboxRecord | undefined, sent: OutboxRecord): stored is OutboxRecord {
  return (
    stored !== undefined &&
    stored.state === sent.state &&
    stored.idempotencyKey === sent.idempotencyKey
  );
}

/**
 * 2xx answers, in one transaction: each record is done, and the server's entity replaces the
 * local row, unless later changes to the same entity still wait (their optimistic state stays
 * on screen, re-based on the server's new version). Answers of a replay window are applied
 * together, so the screens' live queries run once for them, not once per record (P3).
 * An answer whose record was given up meanwhile is not applied (see asSent); the next pull
 * shows what the server did with it.
 */
export async function applySuccesses(successes: readonly Success[]): Promise<Written> {
  const written: Written = { changed: [], stale: [] };
  if (successes.length === 0) return written;
  const tables = new Set([db.outbox.name, db.settledChanges.name]);
  for (const { record } of successes) if (record.entity) tables.add(record.entity.table);
  await db.transaction('rw', [...tables], async () => {
    // One read of the window's records and one note of what they touched, not one per record.
    const stored = await db.outbox.bulkGet(successes.map((s) => s.record.id));
    const touched: EntityRef[] = [];
    for (const [i, success] of successes.entries()) {
      const now = stored[i];
      if (asSent(now, success.record)) written.changed.push(...(await applyOne(success, touched)));
      else written.stale.push({ id: success.record.id, stored: now });
    }
    await noteSettled(touched);
  });
  return written;
}

/**
 * Any other answers of a window, in one transaction: each record takes its change
 * (settle.ts), unless it was given up or changed while its request was out (see asSent).
 */
export async function updateAnswered(
  updates: readonly { record: OutboxRecord; change: Partial<OutboxRecord> }[],
): Promise<Written> {
  const written: Written = { changed: [], stale: [] };
  if (updates.length === 0) return written;
  const tables = new Set([db.outbox.name]);
  for (const { record } of updates) {
    if (record.method === 'DELETE' && record.entity) tables.add(record.entity.table);
  }
  await db.transaction('rw', [...tables], async () => {
    const current = await db.outbox.bulkGet(updates.map((u) => u.record.id));
    for (const [i, { record, change }] of updates.entries()) {
      const stored = current[i];
      if (!asSent(stored, record)) {
        written.stale.push({ id: record.id, stored });
        continue;
      }
      await db.outbox.update(record.id, change);
      written.changed.push({ ...stored, ...change });
      const back = rowBackAfterDelete(record, change);
      if (back) await db.table(back.table).put(back.row);
    }
  });
  return written;
}

/**
 * A delete the server did not make (its row changed there: conflict; or a rule kept it:
 * refused) leaves the row on the server, so it comes back on screen with its problem flag,
 * as an edited row keeps showing with it: the server's version when its answer carried a
 * valid one, else (a conflict) the row as it was before the delete. Other failures (e.g. a
 * 404: the row is gone there too) and answers of other changes bring nothing back.
 */
export function rowBackAfterDelete(
  record: Pick<OutboxRecord, 'method' | 'entity' | 'undo'>,
  change: Partial<OutboxRecord>,
): { table: string; row: { id: number } } | null {
  const entity = record.entity;
  if (record.method !== 'DELETE' || !entity) return null;
  if (change.state !== 'conflict' && change.state !== 'refused') return null;
  const parsed = change.serverEntity ? parseEntity(entity.table, change.serverEntity) : undefined;
  if (parsed?.success) return { table: entity.table, row: parsed.output };
  if (change.state !== 'conflict') return null;
  const before = record.undo?.find((u) => u.table === entity.table && u.id === entity.id)?.row;
  return before ? { table: entity.table, row: before } : null;
}

/** One 2xx answer on its own (tests, and callers outside the replay). */
export async function applySuccess(
  record: OutboxRecord,
  body: unknown,
  sentPath: string,
): Promise<void> {
  await applySuccesses([{ record, body, sentPath }]);
}

/**
 * The rows a confirmed change touched: its entity (under the server's id too, for a create)
 * and every row its action altered beside it (its undo snapshots, e.g. the sign-off a
 * check-in moves). A pull already on its way must leave them as they now are (pull.ts).
 */
function touchedBy(record: OutboxRecord, serverId: number | undefined): EntityRef[] {
  const refs: EntityRef[] = (record.undo ?? []).map(({ table, id }) => ({ table, id }));
  if (record.entity) refs.push(record.entity);
  if (record.entity && serverId !== undefined && serverId !== record.entity.id)
    refs.push({ table: record.entity.table, id: serverId });
  return refs;
}

/** Applies one answer; the rows it touched are added to `touched` (noted by the caller). */
async function applyOne(
  { record, body, sentPath }: Success,
  touched: EntityRef[],
): Promise<OutboxRecord[]> {
  const entity = record.entity;
  const table = entity ? db.table(entity.table) : null;
  const parsed = entity ? (parseEntity(entity.table, body) ?? MISSING) : null;
  const serverEntity = parsed?.success ? parsed.output : null;
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
  touched.push(...touchedBy(record, serverEntity?.id));
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
  const parsed = parseEntity(record.entity.table, body);
  if (!parsed?.success) return false;
  await db.table(record.entity.table).put(parsed.output);
  return true;
}
