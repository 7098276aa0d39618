import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/connect';
import { startTestServer, type TestServer } from '../testkit';
import { namedKeys, sweepOrphanFiles } from './sweep';

const DAY_MS = 24 * 60 * 60 * 1000;
const bytes = (text: string) => [new TextEncoder().encode(text)];

describe('the sweep of stored files no row names', () => {
  // Booting the server is the slow part: a hook's time, not the test's (once a timeout under load).
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });

  it('deletes old unnamed files only, and reads every key column from the schema', async () => {
    const { db, files } = server.deps;

    // Every column that names a stored file today (migrations 013, 020, 029, 030 and 031) is among those it
    // reads: a new one must end in "key" too, or the sweep would delete its files.
    const columns = await db.rows<{ t: string; c: string }>(sql`SELECT table_name AS t,
      column_name AS c FROM information_schema.columns
      WHERE table_schema = current_schema()
        AND column_name IN ('store_key', 'signature_key', 'logo_store_key')`);
    expect(columns.map((x) => `${x.t}.${x.c}`).sort()).toEqual([
      'crew_photos.store_key',
      'delivery_notes.signature_key',
      'document_uploads.store_key',
      'email_attachments.store_key',
      'form_files.store_key',
      'invoice_documents.store_key',
      'mobile_documents.store_key',
      'profile_pictures.store_key',
      'project_documents.store_key',
      'projects.logo_store_key',
      'receipt_documents.store_key',
    ]);

    const orphan = await files.put(bytes('nobody names me'));
    const kept = await files.put(bytes('a profile picture'));
    await db.run(sql`UPDATE profile_pictures SET store_key = ${kept.key}
      WHERE id = (SELECT min(id) FROM profile_pictures)`);
    const named = await namedKeys(db);
    expect(named.has(kept.key)).toBe(true);
    expect(named.has(orphan.key)).toBe(false);

    // Young files are spared: an upload's row may not have committed yet.
    expect(await sweepOrphanFiles(db, files)).toBe(0);
    expect(await files.open(orphan.key)).not.toBeNull();

    // A day later the unnamed file goes, and everything a row names stays.
    const later = new Date(Date.now() + 2 * DAY_MS);
    expect(await sweepOrphanFiles(db, files, { now: later })).toBeGreaterThanOrEqual(1);
    expect(await files.open(orphan.key)).toBeNull();
    expect(await files.open(kept.key)).not.toBeNull();
    const left: string[] = [];
    for await (const file of files.list()) left.push(file.key);
    expect(left.every((key) => named.has(key))).toBe(true);
  });
});
