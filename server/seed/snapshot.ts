import { sql, type Db } from '../db/connect';
import type { FileStore } from '../files/fileStore';
import { TABLES } from './tables';

/** Where the seeded rows are kept: a schema of its own, beside the tables (never `public`). */
const SCHEMA = 'seed_snapshot';

type Sequence = { name: string; lastValue: string; isCalled: boolean };

/** A seeded state to come back to: which day it was seeded for, its tables' order, files. */
export type SeedSnapshot = {
  day: string;
  /** Parents before children, so every row's references are there when it is copied back. */
  order: string[];
  sequences: Sequence[];
  files: Uint8Array[][];
};

/**
 * A file store that notes the bytes put into it, so a restored seed can put its files back
 * (a test may have deleted one, or the orphan sweep removed it after a reset).
 */
export function recordingFiles(files: FileStore): { files: FileStore; puts: Uint8Array[][] } {
  const puts: Uint8Array[][] = [];
  return {
    puts,
    files: {
      ...files,
      put: (source, options) => {
        // The seed puts whole buffers; a stream could not be read twice, so it is not noted.
        if (Array.isArray(source)) puts.push(source as Uint8Array[]);
        return files.put(source, options);
      },
    },
  };
}

/** Empties every seeded table (a fresh seed and a restored snapshot both start here). */
export async function emptySeededTables(db: Db): Promise<void> {
  await db.run(sql.raw(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`));
}

/** TABLES lists children first; the copy back needs parents first, by the real references. */
async function parentsFirst(db: Db): Promise<string[]> {
  const edges = await db.rows<{ child: string; parent: string }>(sql`
    SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
    FROM pg_constraint c
    WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
      AND c.conrelid <> c.confrelid`);
  const order: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const e of edges)
      if (e.child === table && TABLES.includes(e.parent)) visit(e.parent, path);
    placed.add(table);
    order.push(table);
  };
  for (const t of [...TABLES].reverse()) visit(t, new Set());
  return order;
}

/** Keeps a copy of every seeded table and the state of their sequences. */
export async function takeSnapshot(
  db: Db,
  day: string,
  files: Uint8Array[][],
): Promise<SeedSnapshot> {
  const order = await parentsFirst(db);
  const sequences = await db.rows<{ name: string }>(sql`
    SELECT s.relname AS name FROM pg_class s
    WHERE s.relkind = 'S' AND s.relnamespace = 'public'::regnamespace`);
  await db.tx(async (tx) => {
    await tx.run(sql.raw(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`));
    await tx.run(sql.raw(`CREATE SCHEMA ${SCHEMA}`));
    for (const t of order) {
      await tx.run(sql.raw(`CREATE TABLE ${SCHEMA}.${t} AS SELECT * FROM public.${t}`));
    }
  });
  const states: Sequence[] = [];
  for (const { name } of sequences) {
    const state = await db.one<{ lastValue: string; isCalled: boolean }>(
      sql.raw(
        `SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM public.${name}`,
      ),
    );
    if (state) states.push({ name, ...state });
  }
  return { day, order, sequences: states, files };
}

/**
 * Puts the seeded state back: empties every seeded table and copies the kept rows in, in one
 * transaction, and sets each sequence where the seed left it. Same rows, same ids, same next
 * ids as a fresh seed of that day, at a fraction of its cost (no faker, no thousands of
 * inserts): the end-to-end tests reset the server before almost every test.
 */
export async function restoreSnapshot(
  db: Db,
  fileStore: FileStore,
  snapshot: SeedSnapshot,
): Promise<void> {
  for (const source of snapshot.files) await fileStore.put(source);
  await db.tx(async (tx) => {
    await emptySeededTables(tx);
    for (const t of snapshot.order) {
      await tx.run(
        sql.raw(`INSERT INTO public.${t} OVERRIDING SYSTEM VALUE SELECT * FROM ${SCHEMA}.${t}`),
      );
    }
    for (const s of snapshot.sequences) {
      await tx.run(sql`SELECT setval(${`public.${s.name}`}::regclass, ${s.lastValue}::bigint,
        ${s.isCalled})`);
    }
  });
}
