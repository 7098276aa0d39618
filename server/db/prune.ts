import { sql, type Db } from './connect';
import type { FileStore } from '../files/fileStore';
import { sweepOrphanFiles } from '../files/sweep';

export const DEFAULT_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes idempotency keys and write-log rows older than the retention window; they grew for
 * ever (issue 11). Answers how many of each were deleted.
 *
 * Why 30 days is safe for the app's outbox (src/sync/outbox): a key only matters for a write
 * the server applied whose answer the phone never got. The outbox has no give-up rule: it
 * retries such a record with backoff capped at 5 minutes (BACKOFF_MAX_MS in answers.ts)
 * whenever the app or its service worker runs and the network is up, so the repeat normally
 * reaches the server within minutes. Only a phone left off (or logged out and keeping its
 * outbox) for more than the window after losing that one answer would replay a forgotten key,
 * and then the If-Match versions, the photos' client keys and the form files' keys still stop
 * most repeats. Records never sent at all need no key on the server, however old.
 */
export async function pruneOldWrites(
  db: Db,
  retentionDays: number,
  now = new Date(),
): Promise<{ keys: number; writes: number }> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const keys = await db.rows(
    sql`DELETE FROM idempotency_keys WHERE created_at < ${cutoff} RETURNING 1 AS x`,
  );
  const writes = await db.rows(sql`DELETE FROM writes WHERE at < ${cutoff} RETURNING 1 AS x`);
  return { keys: keys.length, writes: writes.length };
}

/** CREWHUB_RETENTION_DAYS, else 30; a value that is not a positive number is refused. */
export function retentionDaysOf(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_RETENTION_DAYS;
  const days = Number(raw);
  if (!Number.isFinite(days) || days <= 0) {
    throw new Error(`CREWHUB_RETENTION_DAYS must be a positive number of days, not "${raw}"`);
  }
  return days;
}

/**
 * Prunes now and then once a day: old idempotency keys and write rows, and stored files no row
 * names (server/files/sweep.ts). The timer is unref'd: it never keeps the process alive.
 * Answers a function that stops it.
 */
export function schedulePruning(
  db: Db,
  files: FileStore,
  retentionDays: number,
  log: (message: string, error?: unknown) => void,
): () => void {
  const run = () => {
    pruneOldWrites(db, retentionDays).then(
      ({ keys, writes }) => {
        if (keys + writes > 0) log(`Pruned ${keys} idempotency keys and ${writes} write rows`);
      },
      (error: unknown) => log('Pruning old idempotency keys failed', error),
    );
    sweepOrphanFiles(db, files).then(
      (deleted) => {
        if (deleted > 0) log(`Deleted ${deleted} stored files that no row names`);
      },
      (error: unknown) => log('Sweeping unnamed stored files failed', error),
    );
  };
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
