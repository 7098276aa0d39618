import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginData } from '../../src/api/schemas/session';
import { createDeps } from '../config';
import { openDb, sql, type Db } from '../db/connect';
import { migrate } from '../db/migrate';
import { createPostgresTestDatabase, testDatabaseAdminUrl } from '../testDb';
import { loadSecret, tokenService } from './tokens';

const LOGIN: LoginData = { personId: 1, contactNumber: null, language: 'en', loginTypes: [] };
const NO_ENV = {};
const text = (secret: Uint8Array) => new TextDecoder().decode(secret);

async function migratedDb(dataDir: string): Promise<Db> {
  const db = await openDb({ dataDir });
  await migrate(db);
  return db;
}

describe('the JWT key', () => {
  let folder: string;
  let db: Db;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'crewhub-jwt-'));
    db = await migratedDb('memory://');
  });
  afterAll(async () => {
    await db.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('comes from CREWHUB_JWT_SECRET when set, and then nothing is stored', async () => {
    const secret = await loadSecret(db, { env: { CREWHUB_JWT_SECRET: 'from-the-environment' } });
    expect(text(secret)).toBe('from-the-environment');
    expect(await db.rows(sql`SELECT name FROM server_secrets`)).toEqual([]);
  });

  it('adopts the key of an older install’s jwt-secret file, once', async () => {
    const legacyFile = join(folder, 'jwt-secret');
    writeFileSync(legacyFile, 'the-old-key\n');
    expect(text(await loadSecret(db, { legacyFile, env: NO_ENV }))).toBe('the-old-key');
    // The database is the truth from then on: a changed file changes nothing.
    writeFileSync(legacyFile, 'another-key');
    expect(text(await loadSecret(db, { legacyFile, env: NO_ENV }))).toBe('the-old-key');
  });

  it('is random per install and survives a restart of a PGlite data folder', async () => {
    await db.run(sql`DELETE FROM server_secrets`);
    const memoryKey = text(await loadSecret(db, { env: NO_ENV }));
    const dataDir = join(folder, 'restart', 'pglite');
    const first = await migratedDb(dataDir);
    const firstKey = await loadSecret(first, { env: NO_ENV });
    const token = await tokenService(firstKey, 60).issue('other', LOGIN);
    await first.close();
    const second = await migratedDb(dataDir);
    const payload = await tokenService(await loadSecret(second, { env: NO_ENV }), 60).verify(token);
    await second.close();
    expect(payload?.loginData.personId).toBe(1);
    expect(memoryKey).toMatch(/^[0-9a-f]{64}$/);
    expect(text(firstKey)).toMatch(/^[0-9a-f]{64}$/);
    expect(text(firstKey)).not.toBe(memoryKey);
  });
});

// Needs a PostgreSQL server (CREWHUB_TEST_DATABASE_URL, see .ci/postgres.sh); CI always has one.
describe.skipIf(!testDatabaseAdminUrl())('the JWT key on PostgreSQL', () => {
  it('is shared by every process on one database and survives a restart', async () => {
    vi.stubEnv('CREWHUB_JWT_SECRET', '');
    const database = await createPostgresTestDatabase(testDatabaseAdminUrl() ?? '');
    try {
      const options = { ...database.options, quiet: true };
      const one = await createDeps(options);
      const two = await createDeps(options);
      const fromOne = await one.tokens.issue('other', LOGIN);
      const fromTwo = await two.tokens.issue('other', { ...LOGIN, personId: 2 });
      expect((await two.tokens.verify(fromOne))?.loginData.personId).toBe(1);
      expect((await one.tokens.verify(fromTwo))?.loginData.personId).toBe(2);
      // First starts racing on a pool of connections: one key wins, every caller reads it.
      const keys = await Promise.all(
        Array.from({ length: 6 }, () => loadSecret(one.db, { env: NO_ENV })),
      );
      expect(new Set(keys.map(text)).size).toBe(1);
      // A test reset keeps open sessions valid.
      await one.reseed();
      await Promise.all([one.db.close(), two.db.close()]);
      const restarted = await createDeps(options);
      expect((await restarted.tokens.verify(fromTwo))?.loginData.personId).toBe(2);
      await restarted.db.close();
    } finally {
      vi.unstubAllEnvs();
      await database.drop();
    }
  });
});
