import { useLiveQuery } from 'dexie-react-hooks';
import { db, type FileRow, type OutboxRecord, type SyncStateRow } from './db';
import { countOutbox, OPEN_STATES, openOutboxRecords, type EntityFlag } from './outboxQueries';
import { PROBLEM_STATES } from './outboxRecord';

/** A UI setting, live; undefined while loading, null when unset. */
export function useSetting(key: string): string | null | undefined {
  return useLiveQuery(async () => (await db.settings.get(key))?.value ?? null, [key]);
}

/**
 * The answer of a read of local tables written in another layer (a sync action's rule check),
 * kept current as those tables change, so a form has it before the person saves. Undefined
 * until the first answer; after a change of `deps`, the last answer stays until the new one
 * arrives, so `read` should say which question it answers.
 */
export function useLiveRead<T>(read: () => Promise<T>, deps: readonly unknown[]): T | undefined {
  return useLiveQuery(read, [...deps]);
}

export function useSyncState(resource: string): SyncStateRow | null | undefined {
  return useLiveQuery(async () => (await db.syncState.get(resource)) ?? null, [resource]);
}

export function useAllSyncStates(): SyncStateRow[] | undefined {
  return useLiveQuery(() => db.syncState.toArray(), []);
}

/** Every change not yet confirmed by the server, oldest first. */
export function useOpenOutbox(): OutboxRecord[] | undefined {
  return useLiveQuery(
    async () => (await openOutboxRecords()).sort((a, b) => (a.id < b.id ? -1 : 1)),
    [],
  );
}

export type OutboxSummary = { waiting: number; troubled: number };

/**
 * How many changes wait, and how many of them came back with a problem. Counts on the state
 * index only: the header shows this on every screen and must stay cheap while the outbox drains.
 */
export function useOutboxSummary(): OutboxSummary | undefined {
  return useLiveQuery(async () => {
    const [waiting, troubled] = await Promise.all([
      countOutbox(OPEN_STATES),
      countOutbox(PROBLEM_STATES),
    ]);
    return { waiting, troubled };
  }, []);
}

export type { EntityFlag };

/** A file kept for offline use (see sync/files); null when it was never downloaded. */
export function useKeptFile(path: string | null): FileRow | null | undefined {
  return useLiveQuery(async () => (path ? ((await db.files.get(path)) ?? null) : null), [path]);
}
