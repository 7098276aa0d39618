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
  /** PGlite only: its whole data folder as one image, for `loadDataDir` (test set-up). */
  dumpDataDir?: () => Promise<Blob>;
};

type Executor = {
  execute(query: SQL): Promise<unknown>;
  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
};

/** Closing twice (a test's own afterAll, then the testkit's) must not throw on a pg pool. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

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

export type DbOptions = {
  databaseUrl?: string;
  dataDir?: string;
  /** PGlite only: start from this data folder image (made by `dumpDataDir`), not initdb. */
  loadDataDir?: Blob;
};

// The same answers from both engines: PGlite gives an int8 (count(*), sum of ints, bigint
// columns) as a number, node-postgres as a string, so node-postgres is taught PGlite's way
// (a BigInt only beyond 2^53, as PGlite does). Global, but this process has no other pg user.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : BigInt(value);
});

export async function openDb({ databaseUrl, dataDir, loadDataDir }: DbOptions): Promise<Db> {
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) {
    // PGlite runs in UTC; a server's own zone would change every timestamptz the API answers
    // as text and what `current_date` means.
    const pool = new pg.Pool({ connectionString: databaseUrl, options: '-c TimeZone=UTC' });
    // An idle connection the database ends (a restart, a dropped test database) is an 'error'
    // event on the pool; unheard, it ends the process. The pool drops that client and opens
    // another on the next query. Seen: an uncaught 57P01 at the end of a PostgreSQL test run.
    pool.on('error', (error) =>
      console.warn('PostgreSQL closed an idle connection:', error.message),
    );
    return wrap(
      drizzlePg(pool),
      once(() => pool.end()),
    );
  }
  const dir = dataDir ?? 'data/pglite';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, loadDataDir ? { loadDataDir } : {});
  await client.waitReady;
  const db = wrap(
    drizzlePglite(client),
    once(() => client.close()),
  );
  return { ...db, dumpDataDir: () => client.dumpDataDir('none') };
}

export { sql };
