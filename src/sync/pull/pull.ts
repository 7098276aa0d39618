import { db } from '../../db/db';
import { isStorageFull, pullErrorText } from '../../db/storageFull';
import { HOLD_TABLES, heldRowIds, waitingIds } from './held';
import { PULL_RESOURCES, type PullContext, type PullEntry, type PullName } from '../resources';
import { setPullProgress } from './progress';

/** Name of the User Timing measure of each pull pass. */
export const PULL_MEASURE = 'crewhub:pull';

/** Same data as the stored row (rows are plain JSON from the server's validated answer). */
function sameRow(stored: unknown, fresh: unknown): boolean {
  return stored !== undefined && JSON.stringify(stored) === JSON.stringify(fresh);
}

/** The fresh row is older than the stored one: the answer left the server before a change. */
function olderThanStored(stored: unknown, fresh: unknown): boolean {
  const versionOf = (row: unknown) => (row as { version?: unknown } | undefined)?.version;
  const [was, now] = [versionOf(stored), versionOf(fresh)];
  return typeof was === 'number' && typeof now === 'number' && now < was;
}

/**
 * Pulls one resource into its table in ONE transaction: rows the server returns replace the
 * local ones, rows it no longer returns go, and rows with a change still waiting in the
 * outbox are left as the person sees them. A failed or malformed answer writes nothing.
 */
export async function pullResource(resource: PullEntry, ctx: PullContext): Promise<number> {
  try {
    // A change sent while this answer travels may be applied, and its record gone, before the
    // answer lands: the answer then predates it. Rows with a change waiting when the fetch
    // began or when the answer lands, and rows whose change was confirmed in between, stay as
    // they are for this pull (the next one brings them); a row never goes back to an older
    // version. Seen in e2e: a released crew chief sheet reverted on reload, and an uploaded
    // document lost its "awaiting approval" (an upload leaves the version as it is).
    const since = Date.now();
    const heldAtStart = await db.transaction('r', [db.outbox, db.session], () =>
      waitingIds(resource.table),
    );
    const { items } = await resource.fetch(ctx);
    const fetched = performance.now();
    const table = db.table<{ id: number }, number>(resource.table);
    await db.transaction('rw', [table, db.syncState, ...HOLD_TABLES], async () => {
      const held = new Set([...heldAtStart, ...(await heldRowIds(resource.table, since))]);
      const before = new Map((await table.toArray()).map((row) => [row.id, row]));
      // Only rows that differ are written: a pull that finds nothing new touches no row, so
      // live screens do not re-render and a write made meanwhile is not slowed down (P3).
      const changed = items.filter((row) => {
        const stored = before.get(row.id);
        return !held.has(row.id) && !sameRow(stored, row) && !olderThanStored(stored, row);
      });
      const keep = new Set(items.map((row) => row.id));
      const stale = [...before.keys()].filter((id) => !keep.has(id) && !held.has(id));
      if (stale.length) await table.bulkDelete(stale);
      if (changed.length) await table.bulkPut(changed);
      await db.syncState.put({
        resource: resource.name,
        lastSyncedAt: Date.now(),
        state: 'idle',
        lastError: null,
      });
    });
    // The store's part alone (the bench sets it beside the raw put floor, P2).
    performance.measure(`${PULL_MEASURE}:${resource.name}:write`, {
      start: fetched,
      detail: { rows: items.length },
    });
    return items.length;
  } catch (error) {
    // Written here, not as 'pulling' before the fetch: a pass pulls some 30 resources right
    // after a signed-in start, and a transaction each before their fetches was a visible share
    // of its main-thread time (issue 17, Lighthouse TBT). A first pull that fails has no row.
    // A full disk is stored as the app's own sentence (shown translated: storedErrors.ts), so
    // the status can say "free some space" instead of a failed update.
    const lastError = pullErrorText(error);
    // On a full disk this small write may fail too: the pull's own error is the one to pass on.
    await db
      .transaction('rw', db.syncState, async () => {
        await db.syncState.put({
          resource: resource.name,
          lastSyncedAt: (await db.syncState.get(resource.name))?.lastSyncedAt ?? null,
          state: 'error',
          lastError,
        });
      })
      .catch(() => undefined);
    throw error;
  }
}

export type PullResult = { rows: number; errors: { resource: string; error: unknown }[] };

/** Pulls every resource that applies to this person (or just the named ones). */
export async function pullAll(
  ctx: PullContext,
  names?: readonly PullName[],
  all: readonly PullEntry<PullName>[] = PULL_RESOURCES,
): Promise<PullResult> {
  const resources = all.filter((r) => r.appliesTo(ctx) && (!names || names.includes(r.name)));
  const result: PullResult = { rows: 0, errors: [] };
  const startedAt = performance.now();
  setPullProgress({ running: true, done: 0, total: resources.length });
  let done = 0;
  for (const resource of resources) {
    try {
      const start = performance.now();
      const rows = await pullResource(resource, ctx);
      result.rows += rows;
      // Per resource too: P2 is the rate of the jobs and calendar items alone.
      performance.measure(`${PULL_MEASURE}:${resource.name}`, { start, detail: { rows } });
    } catch (error) {
      result.errors.push({ resource: resource.name, error });
      // The disk is full: every further resource would download its data only to fail
      // storing it. The pass ends here; the next one (timer, focus, back online) tries again.
      if (isStorageFull(error)) break;
    }
    done += 1;
    setPullProgress({ running: done < resources.length, done, total: resources.length });
  }
  setPullProgress({ running: false, done, total: resources.length });
  // A User Timing entry, so `npm run bench` reads the pull's own figure (P2) from the page.
  performance.measure(PULL_MEASURE, { start: startedAt, detail: { rows: result.rows } });
  return result;
}
