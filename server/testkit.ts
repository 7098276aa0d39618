import { createApp } from './app';
import { createDeps } from './config';
import type { Deps } from './http/context';

export type TestServer = {
  deps: Deps;
  call: (
    method: string,
    path: string,
    init?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ) => Promise<Response>;
  login: (credentials: Partial<Record<string, string>>) => Promise<string>;
};

/** One in-memory server per test file: PGlite in memory, seeded, test API as asked. */
export async function startTestServer(
  options: { testApi?: boolean; tokenTtlSeconds?: number } = {},
): Promise<TestServer> {
  const deps = await createDeps({
    dataDir: 'memory://',
    testApi: options.testApi ?? true,
    tokenTtlSeconds: options.tokenTtlSeconds,
    today: '2026-11-22',
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
  return { deps, call, login };
}
