import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect';

type Value = string | number | boolean | null;

/** Multi-row INSERT in chunks (PostgreSQL allows 65535 parameters per statement). */
export async function insertRows(
  db: Db,
  table: string,
  columns: string[],
  rows: Value[][],
): Promise<void> {
  const chunk = Math.max(1, Math.floor(30_000 / columns.length));
  for (let i = 0; i < rows.length; i += chunk) {
    const values = rows.slice(i, i + chunk).map(
      (r) =>
        sql`(${sql.join(
          r.map((v) => sql`${v}`),
          sql`, `,
        )})`,
    );
    const query: SQL = sql`INSERT INTO ${sql.identifier(table)} (${sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    )}) VALUES ${sql.join(values, sql`, `)}`;
    await db.run(query);
  }
}

/** Explicit ids were inserted: move each serial sequence past them. */
export async function syncSequences(db: Db, tables: string[]): Promise<void> {
  for (const t of tables) {
    await db.run(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('${t}', 'id'), GREATEST((SELECT max(id) FROM ${t}), 1))`,
      ),
    );
  }
}
