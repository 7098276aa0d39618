import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { optimisticEntries, settleOptimistic, subscribeOptimistic } from './optimistic';

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
