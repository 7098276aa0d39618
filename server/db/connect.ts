import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';

/**
 * The one query layer: drizzle's `sql` templates run unchanged on embedded PostgreSQL (PGlite,
 * the default) and on a PostgreSQL server (DATABASE_URL).
 */
export type Db = {
  rows<T>(query: SQL): Promise<T[]>;
  one<T>(query: SQL): Promise<T | null>;
  run(query: SQL): Promise<void>;
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

type Executor = {
  execute(query: SQL): Promise<unknown>;
  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
};

function wrap(exec: Executor, close: () => Promise<void>): Db {
  const rows = async <T>(query: SQL): Promise<T[]> => {
    const result = (await exec.execute(query)) as { rows: T[] };
    return result.rows;
  };
  return {
    rows,
    one: async <T>(query: SQL) => (await rows<T>(query))[0] ?? null,
    run: async (query) => {
      await exec.execute(query);
    },
    tx: (fn) => exec.transaction((tx) => fn(wrap(tx, close))),
    close,
  };
}

export type DbOptions = { databaseUrl?: string; dataDir?: string };

export async function openDb({ databaseUrl, dataDir }: DbOptions): Promise<Db> {
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) {
    const pool = new pg.Pool({ connectionString: databaseUrl });
    return wrap(drizzlePg(pool), () => pool.end());
  }
  const dir = dataDir ?? 'data/pglite';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  await client.waitReady;
  return wrap(drizzlePglite(client), () => client.close());
}

export { sql };
