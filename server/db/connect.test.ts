import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, testDatabaseAdminUrl, type TestDatabase } from '../testDb';
import { openDb, sql, type Db } from './connect';

// Runs on PGlite, and on PostgreSQL under CREWHUB_TEST_DATABASE_URL: both must answer alike.
describe('the database layer answers alike on PGlite and PostgreSQL', () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = await openDb(database.options);
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  it('gives int8 as a number (count(*), bigint), beyond 2^53 as a BigInt', async () => {
    const row = await db.one<{ n: unknown; big: unknown; huge: unknown }>(
      sql`SELECT count(*) AS n, 42::bigint AS big, 9007199254740993::bigint AS huge FROM generate_series(1, 3)`,
    );
    expect(row).toEqual({ n: 3, big: 42, huge: 9007199254740993n });
  });

  it('gives numeric as text, and dates and timestamps as text in UTC', async () => {
    const row = await db.one<{ amount: unknown; day: unknown; at: unknown }>(
      sql`SELECT 12.50::numeric(12, 2) AS amount, '2027-02-01'::date AS day,
        '2027-02-01T10:00:00+02:00'::timestamptz AS at`,
    );
    expect(row).toEqual({ amount: '12.50', day: '2027-02-01', at: '2027-02-01 08:00:00+00' });
  });

  it('may be closed twice', async () => {
    const other = await openDb(database.options);
    await other.close();
    await expect(other.close()).resolves.toBeUndefined();
  });
});

// PostgreSQL only: PGlite has no other backends to end.
describe.skipIf(!testDatabaseAdminUrl())('a PostgreSQL server ending a connection', () => {
  it('costs one connection, not the process, and the next query runs', async () => {
    const database = await createTestDatabase();
    const db = await openDb(database.options);
    const other = await openDb(database.options);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      // The pool now holds an idle connection; the server ends it (as a restart would).
      await db.one(sql`SELECT 1`);
      const ended = await other.rows<{ ended: boolean }>(
        sql`SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      expect(ended.some((r) => r.ended)).toBe(true);
      // The pool hears it (unheard, its 'error' event would end this process: 57P01).
      await expect.poll(() => warn.mock.calls.length).toBeGreaterThan(0);
      expect(String(warn.mock.calls[0])).toMatch(/administrator command/);
      await expect.poll(async () => (await db.one<{ n: number }>(sql`SELECT 2 AS n`))?.n).toBe(2);
    } finally {
      warn.mockRestore();
      await db.close();
      await other.close();
      await database.drop();
    }
  });
});
