import { describe, expect, it } from 'vitest';
import { createDeps } from '../config';
import { sql } from './connect';
import { createPostgresTestDatabase, testDatabaseAdminUrl } from '../testDb';

// Needs a PostgreSQL server (CREWHUB_TEST_DATABASE_URL, see .ci/postgres.sh); CI always has one.
// PGlite has one connection per process, so it cannot race with itself.
describe.skipIf(!testDatabaseAdminUrl())('servers starting together on one empty database', () => {
  it('migrate and seed it once', async () => {
    const database = await createPostgresTestDatabase(testDatabaseAdminUrl() ?? '');
    try {
      const options = { ...database.options, quiet: true, today: '2026-11-22' };
      const servers = await Promise.all([createDeps(options), createDeps(options)]);
      const [one] = servers;
      // Both starts resolved: neither tripped over the other's half-made schema or seed.
      const migrations = await one.db.one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM schema_migrations`,
      );
      expect(migrations?.n).toBeGreaterThan(10);
      // The seed's demo logins exist once, not twice.
      const crew = await one.db.one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM persons WHERE email = 'crew@demo.test'`,
      );
      expect(crew?.n).toBe(1);
      await Promise.all(servers.flatMap((s) => [s.db.close(), s.files.close()]));
    } finally {
      await database.drop();
    }
  });
});
