import { useLiveQuery } from 'dexie-react-hooks';
import { entityFlags, type EntityFlag } from './outboxQueries';

export type WithFlags<R> = readonly [rows: R, flags: Map<number, EntityFlag>];

/**
 * A screen's rows paired with their outbox flags, the flags always read after the rows. An
 * action writes a row and its outbox record in one transaction, so a row the rows read shows
 * was committed with its record before this flags read: a waiting change is never drawn
 * without its badge. Read by two hooks, the rows could answer first; on a slow phone a change
 * was then drawn for a moment as if the server had it (CI caught it, 2026-11-28).
 *
 * Until the flags that follow a new `rows` answer, the previous pair stays on screen (a few
 * milliseconds); undefined until the first pair, and while `rows` is undefined.
 */
export function useWithFlags<R>(rows: R | undefined, table: string): WithFlags<R> | undefined {
  return useLiveQuery(
    async (): Promise<WithFlags<R> | undefined> =>
      rows === undefined ? undefined : [rows, await entityFlags(table)],
    [rows, table],
  );
}
