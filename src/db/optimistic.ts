/**
 * Rows an action has just written, shown before IndexedDB has committed them and the live
 * query has read them back (issue 3, P3: a click shows its result in the same frame). An entry
 * is a new or changed row, or a deletion (row null). It goes away once the table's live
 * query has delivered rows read after the commit, or at once if the write failed.
 */
export type Entry = { table: string; id: number; row: { id: number } | null; committed: boolean };

let entries: readonly Entry[] = [];
const listeners = new Set<() => void>();

function emit(next: readonly Entry[]): void {
  entries = next;
  for (const l of listeners) l();
}

export const subscribeOptimistic = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const optimisticEntries = (): readonly Entry[] => entries;

/** Drops the committed entries of `table`: its live query has read them back. */
export function settleOptimistic(table: string): void {
  const settled = entries.filter((e) => e.table === table && e.committed);
  if (settled.length) emit(entries.filter((e) => !settled.includes(e)));
}

export type OptimisticWrite = { commit: () => void; revoke: () => void };

/** Shows `row` (or the deletion of `id`) in `table` at once; call commit or revoke later. */
export function showOptimistic<R extends { id: number }>(
  table: string,
  id: number,
  row: R | null,
): OptimisticWrite {
  const entry: Entry = { table, id, row, committed: false };
  emit([...entries.filter((e) => !(e.table === table && e.id === id)), entry]);
  return {
    commit: () => emit(entries.map((e) => (e === entry ? { ...e, committed: true } : e))),
    revoke: () => emit(entries.filter((e) => e !== entry)),
  };
}

/** Runs `write` with `row` shown meanwhile; the row goes away again if the write fails. */
export async function withOptimistic<T>(
  table: string,
  id: number,
  row: { id: number } | null,
  write: () => Promise<T>,
): Promise<T> {
  const shown = showOptimistic(table, id, row);
  try {
    const result = await write();
    shown.commit();
    return result;
  } catch (error) {
    shown.revoke();
    throw error;
  }
}
