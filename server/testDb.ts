import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Where a server test keeps its data. By default an in-memory PGlite. With
 * CREWHUB_TEST_DATABASE_URL (an admin URL: a role that may CREATE DATABASE, see
 * .ci/postgres.sh) each call makes its own fresh PostgreSQL database, so test files stay
 * independent and may run in parallel; `drop` removes it again.
 */
export type TestDatabase = {
  options: { databaseUrl?: string; dataDir?: string };
  drop: () => Promise<void>;
};

export const TEST_DATABASE_URL_VAR = 'CREWHUB_TEST_DATABASE_URL';

export function testDatabaseAdminUrl(env = process.env): string | undefined {
  return env[TEST_DATABASE_URL_VAR] || undefined;
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database, tolerating what must not fail a test file: a session the role may not
 * end (autovacuum, without pg_signal_backend) is waited out and retried, and a database still
 * left after that is only reported. A leftover test database costs disk, not correctness.
 */
async function dropQuietly(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    try {
      await asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return;
    } catch (error) {
      if (attempt === 5) {
        console.warn(`Test database ${name} left behind:`, (error as Error).message);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** A fresh, empty PostgreSQL database on the admin URL's server. */
export async function createPostgresTestDatabase(adminUrl: string): Promise<TestDatabase> {
  // Only [a-z0-9_]: the name goes into DDL, which takes no parameters.
  const name = `crewhub_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${name}`);
  // A test database is thrown away: no need to wait for the disk on every commit.
  await asAdmin(adminUrl, `ALTER DATABASE ${name} SET synchronous_commit = off`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    options: { databaseUrl: url.toString(), dataDir: 'memory://' },
    // FORCE: a pool the test forgot to close must not keep the database alive.
    drop: () => dropQuietly(adminUrl, name),
  };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = testDatabaseAdminUrl();
  if (adminUrl) return createPostgresTestDatabase(adminUrl);
  return { options: { dataDir: 'memory://' }, drop: () => Promise.resolve() };
}
