import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, sql, type Db } from '../db/connect';
import { migrate } from '../db/migrate';
import { createTestDatabase, type TestDatabase } from '../testDb';
import { KEPT_ON_RESEED, TABLES } from './tables';

// migrate() keeps its own bookkeeping here; it is not one of the migrations' tables.
const MIGRATION_BOOKKEEPING = 'schema_migrations';

describe('the test reset', () => {
  let database: TestDatabase;
  let db: Db;
  let created: string[];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = await openDb(database.options);
    await migrate(db);
    created = (
      await db.rows<{ name: string }>(
        sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
      )
    )
      .map((r) => r.name)
      .filter((name) => name !== MIGRATION_BOOKKEEPING);
  });

  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  it('truncates every table the migrations create, except those kept on purpose', () => {
    // A table a new migration adds would otherwise keep one test's rows into the next.
    const missed = created.filter((t) => !TABLES.includes(t) && !KEPT_ON_RESEED.includes(t));
    expect(missed).toEqual([]);
  });

  it('names only tables that exist, and none both reset and kept', () => {
    expect(TABLES.filter((t) => !created.includes(t))).toEqual([]);
    expect(KEPT_ON_RESEED.filter((t) => !created.includes(t))).toEqual([]);
    expect(TABLES.filter((t) => KEPT_ON_RESEED.includes(t))).toEqual([]);
    expect(new Set(TABLES).size).toBe(TABLES.length);
  });
});
