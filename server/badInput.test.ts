import { beforeAll, describe, expect, it } from 'vitest';
import { createApi } from './app';
import { DEMO_PASSWORD } from './seed/demoLogins';
import { startTestServer, type TestServer } from './testkit';

/**
 * Issue 11 "Bad input never answers 500": every route of the API, as every kind of caller,
 * with bad ids, bad queries and bad bodies. The routes come from the Hono app itself, so a
 * route added later is probed without editing this file.
 */
let s: TestServer;
let routes: { method: string; path: string }[];
const callers: [who: string, token: string | undefined][] = [['nobody', undefined]];

beforeAll(async () => {
  // Without the test API: /__test/reset would reseed under our feet.
  s = await startTestServer({ testApi: false });
  for (const login of ['crew@demo.test', 'client@demo.test', 'planner@demo.test']) {
    callers.push([login, await s.login({ login, password: DEMO_PASSWORD })]);
  }
  const seen = new Set<string>();
  routes = createApi(s.deps)
    .routes.filter((r) => r.method !== 'ALL')
    .map(({ method, path }) => ({ method, path }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}, 120_000);

/** `:id{[0-9]+}` and `:id` alike become `value`. */
const withParams = (path: string, value: string) =>
  path.replace(/:[A-Za-z]+(\{(?:[^{}]|\{[^{}]*\})*\})?/g, value);

const BAD_IDS = [
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  'abc',
  '1e3',
  '%00',
  'a%00b',
  '%ED%A0%80', // a lone surrogate, UTF-8 encoded
  '%E0%A4%A',
];

const BAD_QUERIES = [
  'dateFrom=2027-02-30',
  'dateTo=2027-13-01',
  'dateFrom=0000-01-01',
  'filter=constructor',
  'filter=toString',
  'filter=__proto__',
  'limit=99999999999',
  'page=99999999999999',
  'token=%00',
  'number=%ED%A0%80',
  'x%00=1',
];

const LONE = '\uD800';
const BAD_BODIES: [label: string, body: unknown][] = [
  [
    'NUL everywhere',
    {
      login: 'crew@demo.test\u0000',
      password: 'x\u0000',
      name: 'a\u0000b',
      reason: 'a\u0000b',
      functionName: 'a\u0000b',
      answers: { '1': 'a\u0000b' },
    },
  ],
  [
    'a lone surrogate',
    { login: `crew${LONE}`, name: LONE, reason: `x${LONE}`, answers: { '1': LONE } },
  ],
  ['a NUL key', { 'a\u0000': 1 }],
  ['a NUL in an array', { answers: { '1': ['ok', '\u0000'] } }],
];

type Probe = { method: string; path: string; who: string; status: number };

async function probe(
  method: string,
  path: string,
  token: string | undefined,
  init: { body?: unknown } = {},
): Promise<number> {
  const res = await s.call(method, path, { token, ...init });
  await res.arrayBuffer();
  return res.status;
}

/** Runs `each` for every route and caller and lists the answers that break `ok`. */
async function sweep(
  each: (route: { method: string; path: string }, token: string | undefined) => Promise<Probe[]>,
): Promise<Probe[]> {
  const out: Probe[] = [];
  for (const route of routes) {
    for (const [, token] of callers) out.push(...(await each(route, token)));
  }
  return out;
}

const whoOf = (token: string | undefined) => callers.find(([, t]) => t === token)?.[0] ?? '?';

describe('bad input over every route', () => {
  it('finds the routes of the API (the table is not empty)', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes).toContainEqual({ method: 'GET', path: '/payrolls/:id' });
    expect(routes).toContainEqual({ method: 'POST', path: '/auth/token' });
  });

  it('bad ids in the path answer 4xx, never 500', async () => {
    const withIds = routes.filter((r) => r.path.includes(':'));
    expect(withIds.length).toBeGreaterThan(40);
    // A project number or a token is a free key, not an id: an unknown one may list nothing
    // (200, empty). A bad id must be refused.
    const byKey = (path: string) => /:(number|token|key|file|kind)\b/.test(path);
    const wrong: Probe[] = [];
    for (const { method, path } of withIds) {
      for (const [who, token] of callers) {
        for (const bad of BAD_IDS) {
          const p = withParams(path, bad);
          const status = await probe(method, p, token);
          if (status >= 500 || (status < 400 && !byKey(path)))
            wrong.push({ method, path: p, who, status });
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('a NUL or lone surrogate in the path answers 400 invalid_input, even unauthenticated', async () => {
    for (const path of ['/payrolls/%00', '/public/payrolls/%ED%A0%80', '/status/%00']) {
      const res = await s.call('GET', path);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'invalid_input' });
    }
  });

  it('bad query values never answer 500; NUL and lone surrogates answer 400', async () => {
    const answers = await sweep(async ({ method, path }, token) => {
      if (method !== 'GET') return [];
      const base = withParams(path, '1');
      const out: Probe[] = [];
      for (const query of BAD_QUERIES) {
        const p = `${base}?${query}`;
        const status = await probe(method, p, token);
        const unstorable = /%00|%ED/.test(query);
        if (status >= 500 || (unstorable && status !== 400))
          out.push({ method, path: p, who: whoOf(token), status });
      }
      return out;
    });
    expect(answers).toEqual([]);
  }, 300_000);

  it('bad bodies never answer 500; NUL and lone surrogates answer 400', async () => {
    const answers = await sweep(async ({ method, path }, token) => {
      if (method === 'GET' || method === 'HEAD') return [];
      const out: Probe[] = [];
      for (const [label, body] of BAD_BODIES) {
        const p = withParams(path, '1');
        const status = await probe(method, p, token, { body });
        if (status !== 400)
          out.push({ method, path: `${p} (${label})`, who: whoOf(token), status });
      }
      // Long strings: bounded by the schemas or the body limit, never stored.
      const p = withParams(path, '1');
      const long = 'x'.repeat(900_000);
      const status = await probe(method, p, token, {
        body: { name: long, functionName: long, reason: long, login: long, caption: long },
      });
      if (status >= 500) out.push({ method, path: `${p} (long)`, who: whoOf(token), status });
      return out;
    });
    expect(answers).toEqual([]);
  }, 300_000);

  it('the server still answers /status afterwards', async () => {
    const res = await s.call('GET', '/status');
    expect(res.status).toBe(200);
  });
});
