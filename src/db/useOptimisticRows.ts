import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { optimisticEntries, settleOptimistic, subscribeOptimistic } from './optimistic';
import type { EntityFlag } from './outboxQueries';

/** `rows` from a live query of `table`, with the writes not read back yet laid over them. */
export function useOptimisticRows<T extends { id: number }>(
  table: string,
  rows: T[],
  compare: (a: T, b: T) => number,
): T[] {
  const all = useSyncExternalStore(subscribeOptimistic, optimisticEntries, optimisticEntries);
  const mine = useMemo(() => all.filter((e) => e.table === table), [all, table]);
  // New rows from the live query: what was committed before is in them now.
  useEffect(() => settleOptimistic(table), [rows, table]);
  return useMemo(() => {
    if (mine.length === 0) return rows;
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const e of mine) {
      if (e.row) byId.set(e.id, e.row as T);
      else byId.delete(e.id);
    }
    return [...byId.values()].sort(compare);
  }, [rows, mine, compare]);
}

/**
 * `flags` (the outbox's mark on each row read back) with 'pending' for each row on screen that
 * is a write not read back yet. That write is in the outbox already; without this its row
 * showed no badge until the live query answered.
 */
export function optimisticFlags<T extends { id: number }>(
  shown: readonly T[],
  read: readonly T[],
  flags: ReadonlyMap<number, EntityFlag>,
): ReadonlyMap<number, EntityFlag> {
  if (shown === read) return flags;
  const readRows = new Set(read);
  const unread = shown.filter((row) => !readRows.has(row) && !flags.has(row.id));
  if (unread.length === 0) return flags;
  return new Map([...flags, ...unread.map((row) => [row.id, 'pending'] as const)]);
}
