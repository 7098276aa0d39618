import { sql, type Db } from '../db/connect';
import type { FileStore } from './fileStore';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The columns that may name a stored file: every text column whose name ends in `key`
 * (store_key, signature_key, and whatever a later migration adds under that rule). Taking more
 * columns than needed only keeps more files; taking one too few would delete a person's file,
 * so the list is read from the schema rather than written down here.
 */
async function keyColumns(db: Db): Promise<{ table: string; column: string }[]> {
  return db.rows<{ table: string; column: string }>(sql`SELECT table_name AS "table",
    column_name AS "column" FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_name LIKE '%key'
      AND data_type IN ('text', 'character varying')`);
}

/** Every key that some row names. */
export async function namedKeys(db: Db): Promise<Set<string>> {
  const named = new Set<string>();
  for (const { table, column } of await keyColumns(db)) {
    const id = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);
    const rows = await db.rows<{ key: string }>(
      sql`SELECT DISTINCT ${id(column)} AS key FROM ${id(table)} WHERE ${id(column)} IS NOT NULL`,
    );
    for (const row of rows) named.add(row.key);
  }
  return named;
}

/**
 * Deletes stored files that no row names and that were written before `olderThanMs` ago:
 * replaced profile pictures, uploads refused after they were stored, files of a test reseed.
 * Routes never delete a key themselves, because one content-addressed key can be named by
 * several rows. The age margin spares an upload whose row has not committed yet; storing the
 * same bytes again rewrites the file, so its age restarts too. Answers how many were deleted.
 */
export async function sweepOrphanFiles(
  db: Db,
  files: FileStore,
  { olderThanMs = DAY_MS, now = new Date() }: { olderThanMs?: number; now?: Date } = {},
): Promise<number> {
  const cutoff = now.getTime() - olderThanMs;
  const named = await namedKeys(db);
  let deleted = 0;
  for await (const file of files.list()) {
    if (named.has(file.key) || file.writtenAt.getTime() >= cutoff) continue;
    await files.delete(file.key);
    deleted++;
  }
  return deleted;
}
