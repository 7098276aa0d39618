import { afterAll } from 'vitest';
import { createApp } from './app';
import { createDeps } from './config';
import type { Deps } from './http/context';
import { createTestDatabase } from './testDb';
import { TEST_TODAY, seededImage } from './testSeed';

export type TestServer = {
  deps: Deps;
  call: (
    method: string,
    path: string,
    init?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ) => Promise<Response>;
  login: (credentials: Partial<Record<string, string>>) => Promise<string>;
  /** Closes the database (and drops it on PostgreSQL); done for you after the file's tests. */
  close: () => Promise<void>;
};

const open = new Set<TestServer>();

// Registered when a test file imports this module, so it runs after that file's own hooks.
afterAll(async () => {
  const servers = [...open];
  open.clear();
  await Promise.all(servers.map((s) => s.close()));
});

/**
 * One server per test file, seeded, test API as asked: an in-memory PGlite, or its own fresh
 * PostgreSQL database when CREWHUB_TEST_DATABASE_URL is set (server/testDb.ts).
 */
export async function startTestServer(
  options: { testApi?: boolean; tokenTtlSeconds?: number } = {},
): Promise<TestServer> {
  const database = await createTestDatabase();
  const deps = await createDeps({
    ...database.options,
    seeded: database.options.databaseUrl ? undefined : seededImage(),
    testApi: options.testApi ?? true,
    tokenTtlSeconds: options.tokenTtlSeconds,
    today: TEST_TODAY,
    quiet: true,
  });
  const app = createApp(deps);
  const call: TestServer['call'] = (method, path, init = {}) => {
    const headers: Record<string, string> = { Type: 'MOBILE', ...init.headers };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    return Promise.resolve(
      app.request(`/api/v1${path}`, {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
    );
  };
  const login = async (credentials: Partial<Record<string, string>>) => {
    const res = await call('POST', '/auth/token', { body: credentials });
    if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
    return ((await res.json()) as { token: string }).token;
  };
  let closed: Promise<void> | undefined;
  const server: TestServer = {
    deps,
    call,
    login,
    close: () => {
      open.delete(server);
      closed ??= deps.db.close().finally(database.drop);
      return closed;
    },
  };
  open.add(server);
  return server;
}
