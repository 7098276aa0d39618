import { useLiveQuery } from 'dexie-react-hooks';
import { entityFlags, type EntityFlag } from './outboxQueries';

/**
 * A screen's rows paired with a second read (their outbox flags or records) made after them.
 * An action writes a row and its outbox record in one transaction, so a row the rows read
 * shows was committed with its record before this read: a waiting change is never drawn
 * without its badge. Read by two hooks, the rows could answer first; on a slow phone a change
 * was then drawn for a moment as if the server had it (CI caught it, 2026-11-28).
 *
 * `rows` must keep its identity while unchanged (a live query's answer, or a memo of them):
 * each new identity starts a new read. Until the read that follows a new `rows` answers, the
 * previous pair stays on screen (a few milliseconds). Undefined until the first pair, and while
 * `rows` is undefined.
 */
export function useReadAfter<R, F>(
  rows: R | undefined,
  read: () => Promise<F>,
  deps: readonly unknown[],
): readonly [rows: R, read: F] | undefined {
  return useLiveQuery(
    async (): Promise<readonly [R, F] | undefined> =>
      rows === undefined ? undefined : [rows, await read()],
    [rows, ...deps],
  );
}

export type WithFlags<R> = readonly [rows: R, flags: Map<number, EntityFlag>];

/** `rows` with the outbox flags of `table`'s entities, read after them (see useReadAfter). */
export function useWithFlags<R>(rows: R | undefined, table: string): WithFlags<R> | undefined {
  return useReadAfter(rows, () => entityFlags(table), [table]);
}
