import type { GenericSchema } from 'valibot';
import type { Rights, TokenPayload } from '../../api/schemas/session';
import type { LocalEntityTable, LocalRow } from '../../db/db';

/** Who is pulling, and when: what every pull entry decides and fetches with. */
export type PullContext = { token: string; payload: TokenPayload; rights: Rights; today: Date };

/** Every synced row has a server id and a version (sent back as If-Match). */
export type Row = { id: number; version: number };

/** One server call and the table it fills (SPEC §9 limits and windows live in its fetch). */
export type PullEntry<Name extends string = string, Table extends string = string> = {
  /** The name screens use for LastSynced and useRefreshOnOpen. */
  name: Name;
  table: Table;
  /** Whether this person's data includes it (login types and rights). */
  appliesTo: (ctx: PullContext) => boolean;
  /** All rows the server has for this person; a full list replaces the table's rows. */
  fetch: (ctx: PullContext) => Promise<{ items: Row[] }>;
};

/**
 * One area of the app (jobs, calendar, payrolls…), declared once: the Dexie tables it owns,
 * each with the schema a server row must match before it is stored; the calls that fill
 * them, in pull order; and the kinds of change its actions queue in the outbox. Everything
 * else (the entity-table union, the schema map, the pull list, PullName, OutboxKind) is
 * derived from the list of areas in index.ts, so a forgotten piece fails to compile.
 */
export type AreaDeclaration<
  Table extends LocalEntityTable,
  Pull extends string,
  Kind extends string,
> = {
  /** The row schema's output must be the row type of the Dexie table of the same name. */
  tables: { readonly [T in Table]: GenericSchema<unknown, LocalRow<T>> };
  pulls: readonly PullEntry<Pull, NoInfer<Table>>[];
  /** Labels for the outbox screen: features/outbox/kindLabels/, keyed by these. */
  outboxKinds: readonly Kind[];
};

/** Keeps the literal table, pull and kind names, which the derived types are made of. */
export function defineArea<
  const Table extends LocalEntityTable,
  const Pull extends string,
  const Kind extends string,
>(area: AreaDeclaration<Table, Pull, Kind>): AreaDeclaration<Table, Pull, Kind> {
  return area;
}
