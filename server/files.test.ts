import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { openDb, sql } from './db/connect';
import { migrate } from './db/migrate';
import { pruneOldWrites, retentionDaysOf } from './db/prune';
import { readAll } from './files/fileStore';
import { temporaryFolderStore } from './files/folderStore';
import { moveBytesToStore } from './files/moveBytes';
import { IDS } from './seed/ids';
import { DOCUMENT_IDS } from './seed/documents';
import { startTestServer, type TestServer } from './testkit';

let s: TestServer;
let crew: string;
let chief: string;

beforeAll(async () => {
  s = await startTestServer();
  await s.call('POST', '/__test/reset');
  [crew, chief] = await Promise.all([
    s.login({ login: 'crew@demo.test', password: 'demo1234' }),
    s.login({ login: 'chief@demo.test', password: 'demo1234' }),
  ]);
});

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** Compared by digest: toEqual walks a 3 MB array element by element for tens of seconds. */
const digestOf = (bytes: Uint8Array | ArrayBuffer | null) =>
  bytes === null ? null : sha(new Uint8Array(bytes));
/** A PNG signature then `size` varied bytes: distinct content per call. */
function png(size: number, seed: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([137, 80, 78, 71, 13, 10, 26, 10]);
  for (let i = 8; i < size; i++) bytes[i] = (i * 31 + seed) & 255;
  return bytes;
}

let keyNo = 0;
function post(
  path: string,
  token: string,
  data: unknown,
  file: { bytes: Uint8Array<ArrayBuffer>; type: string },
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  form.append('file', new Blob([file.bytes], { type: file.type }), 'upload.bin');
  return createApp(s.deps).request(`/api/v1${path}`, {
    method: 'POST',
    headers: {
      Type: 'MOBILE',
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': `files-test-${String(++keyNo).padStart(4, '0')}`,
      ...headers,
    },
    body: form,
  });
}

/** The stored bytes the row's key names: what the database keeps is the key only. */
async function storedBytes(query: ReturnType<typeof sql>): Promise<Uint8Array | null> {
  const row = await s.deps.db.one<{ key: string }>(query);
  expect(row?.key).toMatch(/^[0-9a-f]{64}$/);
  return readAll(s.deps.files, row!.key);
}

describe('file bytes live in the file store, the database keeps the keys', () => {
  it('has no bytea column left', async () => {
    const columns = await s.deps.db.rows<{ name: string }>(sql`SELECT table_name || '.' ||
      column_name AS name FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type = 'bytea'`);
    expect(columns).toEqual([]);
  });

  it('a crew photo of 3 MB streams in and out byte for byte, with its length', async () => {
    const bytes = png(3 * 1024 * 1024, 1);
    const res = await post(
      '/projectCrews/1/photos',
      chief,
      { clientKey: 'files-photo-01', takenAt: '2026-11-22T09:15:00.000Z', fileName: 'big.png' },
      { bytes, type: 'image/png' },
    );
    expect(res.status).toBe(201);
    const photo = (await res.json()) as { id: number; sha256: string; size: number };
    expect(photo).toMatchObject({ sha256: sha(bytes), size: bytes.length });
    expect(
      digestOf(
        await storedBytes(sql`SELECT store_key AS key FROM crew_photos WHERE id = ${photo.id}`),
      ),
    ).toBe(sha(bytes));
    const file = await s.call('GET', `/projectCrews/1/photos/${photo.id}/file`, { token: chief });
    expect(file.headers.get('Content-Length')).toBe(String(bytes.length));
    expect(file.headers.get('Content-Type')).toBe('image/png');
    expect(digestOf(await file.arrayBuffer())).toBe(sha(bytes));
  });

  it('a mobile document and a profile picture round-trip through the store', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4 files test');
    const doc = await post(
      '/mobileDocuments',
      crew,
      { name: 'Scan', type: 'other' },
      { bytes: pdf, type: 'application/pdf' },
    );
    expect(doc.status).toBe(201);
    const { id } = (await doc.json()) as { id: number };
    const download = await s.call('GET', `/mobileDocuments/${id}/file`, { token: crew });
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);

    const picture = png(2048, 2);
    const profile = await post(
      `/persons/${IDS.crew}/profilePictures`,
      crew,
      {},
      { bytes: picture, type: 'image/png' },
    );
    expect(profile.status).toBe(201);
    const { pendingPictureId } = (await profile.json()) as { pendingPictureId: number };
    const shown = await s.call('GET', `/profilePictures/${pendingPictureId}/file`, {
      token: crew,
    });
    expect(shown.headers.get('Content-Length')).toBe('2048');
    expect(new Uint8Array(await shown.arrayBuffer())).toEqual(picture);
  });

  it('a form file, a document upload and a delivery-note signature go to the store', async () => {
    const answer = png(512, 3);
    const form = await post(
      '/formQuestions/107/file',
      crew,
      { fileKey: 'files-test-form-1' },
      { bytes: answer, type: 'image/png' },
    );
    expect(form.status).toBe(201);
    const formFile = await s.call('GET', '/formFiles/files-test-form-1', { token: crew });
    expect(new Uint8Array(await formFile.arrayBuffer())).toEqual(answer);

    const copy = new TextEncoder().encode('%PDF-1.4 signed copy');
    const upload = await post(
      `/documents/${DOCUMENT_IDS.crewFirst}/file`,
      crew,
      { fileName: 'copy.pdf' },
      { bytes: copy, type: 'application/pdf' },
    );
    expect(upload.status).toBe(201);
    expect(
      await storedBytes(
        sql`SELECT store_key AS key FROM document_uploads ORDER BY id DESC LIMIT 1`,
      ),
    ).toEqual(copy);

    const signature = png(300, 4);
    const call = (path: string, version: number, body?: unknown) =>
      s.call('POST', `/projectCrews/1/deliveryNote${path}`, {
        token: chief,
        body,
        headers: { 'If-Match': `"${version}"`, 'Idempotency-Key': `files-note-${path}-key` },
      });
    // Issue 12: a delivery note is released only once every member has hours.
    const hours = (await (
      await s.call('GET', '/projectCrews/1/setProposedPaidChargedHours', { token: chief })
    ).json()) as { lines: { crewItemId: number }[] };
    const lines = hours.lines.map((l) => ({
      crewItemId: l.crewItemId,
      paidHours: 8,
      chargedHours: 8,
      reason: 'Planned shift',
    }));
    const set = await s.call('POST', '/projectCrews/1/setProposedPaidChargedHours', {
      token: chief,
      body: { lines },
    });
    expect(set.status).toBe(200);
    const note = (await (
      await s.call('GET', '/projectCrews/1/deliveryNote', { token: chief })
    ).json()) as { version: number };
    expect((await call('/release', note.version)).status).toBe(200);
    const signed = await call('/signed', note.version + 1, {
      signerName: 'Robin Venue',
      signature: `data:image/png;base64,${Buffer.from(signature).toString('base64')}`,
    });
    expect(signed.status).toBe(200);
    expect(
      await storedBytes(sql`SELECT signature_key AS key FROM delivery_notes WHERE crew_id = 1`),
    ).toEqual(signature);
  });

  it('refuses a body that is not multipart', async () => {
    const notMultipart = await createApp(s.deps).request('/api/v1/mobileDocuments', {
      method: 'POST',
      headers: { Type: 'MOBILE', Authorization: `Bearer ${crew}`, 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    expect(notMultipart.status).toBe(400);
  });
});

describe('pruning idempotency keys and the write log', () => {
  it('deletes rows older than the window only', async () => {
    const { db } = s.deps;
    const now = new Date('2026-11-22T12:00:00Z');
    await db.run(sql`INSERT INTO idempotency_keys (key, request_hash, status, body, created_at)
      VALUES ('prune-old-key-1', 'h', 200, null, '2026-10-23T11:59:00Z'),
             ('prune-new-key-1', 'h', 200, null, '2026-10-23T12:01:00Z')`);
    await db.run(sql`INSERT INTO writes (method, path, person_id, idempotency_key, status, at)
      VALUES ('POST', '/prune-test', null, null, 200, '2026-10-01T00:00:00Z'),
             ('POST', '/prune-test', null, null, 200, '2026-11-21T00:00:00Z')`);
    const pruned = await pruneOldWrites(db, 30, now);
    expect(pruned.keys).toBeGreaterThanOrEqual(1);
    const keys = await db.rows<{ key: string }>(
      sql`SELECT key FROM idempotency_keys WHERE key LIKE 'prune-%' ORDER BY key`,
    );
    expect(keys.map((k) => k.key)).toEqual(['prune-new-key-1']);
    const writes = await db.rows<{ at: string }>(
      sql`SELECT at::text AS at FROM writes WHERE path = '/prune-test'`,
    );
    expect(writes).toHaveLength(1);
    // Recent rows (this test's own uploads, seconds old) stay.
    expect(
      (await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM idempotency_keys`))!.n,
    ).toBeGreaterThan(1);
  });

  it('reads the window from CREWHUB_RETENTION_DAYS, 30 by default', () => {
    expect(retentionDaysOf(undefined)).toBe(30);
    expect(retentionDaysOf('7')).toBe(7);
    expect(() => retentionDaysOf('0')).toThrow(/positive number/);
    expect(() => retentionDaysOf('soon')).toThrow(/positive number/);
  });
});

describe('migration 013 on a data folder made before it', () => {
  it('moves existing bytes into the store and keeps their keys', async () => {
    const db = await openDb({ dataDir: 'memory://' });
    const files = temporaryFolderStore();
    const old = new TextEncoder().encode('%PDF-1.4 from before migration 013');
    await migrate(db, {
      // The schema just before 013_files_2: bytes columns and the new, empty key columns.
      '013_files_2_drop_bytes.sql': async (tx) => {
        await tx.run(sql`INSERT INTO persons (id, name) VALUES (1, 'Old Data')`);
        await tx.run(sql`INSERT INTO mobile_documents (person_id, name, type, doc_date, status,
          file_name, content_type, size, bytes) VALUES (1, 'Old', 'other', '2026-01-01',
          'approved', 'old.pdf', 'application/pdf', ${old.length}, ${old})`);
        expect(await moveBytesToStore(tx, files)).toBe(1);
      },
    });
    const row = await db.one<{ key: string }>(sql`SELECT store_key AS key FROM mobile_documents`);
    expect(row!.key).toBe(sha(old));
    expect(await readAll(files, row!.key)).toEqual(old);
    await db.close();
    await files.close();
  });
});
