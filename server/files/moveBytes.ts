import { sql, type Db } from '../db/connect';
import type { FileStore } from './fileStore';

/** Each table that held bytes: its key, the bytes column and the column for the store key. */
const MOVES = [
  { table: 'profile_pictures', id: 'id', bytes: 'bytes', key: 'store_key' },
  { table: 'mobile_documents', id: 'id', bytes: 'bytes', key: 'store_key' },
  { table: 'crew_photos', id: 'id', bytes: 'bytes', key: 'store_key' },
  { table: 'document_uploads', id: 'id', bytes: 'bytes', key: 'store_key' },
  { table: 'form_files', id: 'id', bytes: 'bytes', key: 'store_key' },
  { table: 'delivery_notes', id: 'crew_id', bytes: 'signature_png', key: 'signature_key' },
] as const;

/**
 * The one-time step of migration 013 for data folders made before it: copies every row's bytes
 * into the store and records the key, one row at a time (a row may hold 12 MB). It runs inside
 * the transaction of 013_files_2_drop_bytes.sql, so a crash midway rolls the keys back and the
 * next start does it again; files already written are the same content under the same key.
 */
export async function moveBytesToStore(tx: Db, files: FileStore): Promise<number> {
  let moved = 0;
  for (const m of MOVES) {
    const table = sql.raw(m.table);
    const id = sql.raw(m.id);
    const bytes = sql.raw(m.bytes);
    const key = sql.raw(m.key);
    for (;;) {
      const row = await tx.one<{ id: number; bytes: Uint8Array }>(sql`SELECT ${id} AS id,
        ${bytes} AS bytes FROM ${table} WHERE ${bytes} IS NOT NULL AND ${key} IS NULL LIMIT 1`);
      if (!row) break;
      const stored = await files.put([new Uint8Array(row.bytes)]);
      await tx.run(sql`UPDATE ${table} SET ${key} = ${stored.key} WHERE ${id} = ${row.id}`);
      moved++;
    }
  }
  return moved;
}
