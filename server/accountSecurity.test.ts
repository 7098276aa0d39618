import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { loginLimiter } from './auth/loginLimiter';
import { PASSWORD_COST } from './auth/passwords';
import { sql } from './db/connect';
import type { Deps } from './http/context';
import { deliverDevMail, KEPT_MAILS } from './http/devMail';
import { notifyJobChanged } from './push';
import { DEMO_PROJECT_NUMBER } from './seed/demoLogins';
import { IDS } from './seed/ids';
import { startTestServer, type TestServer } from './testkit';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});

/** An app on the same database with other deps (limits, clock, no test API). */
function appWith(overrides: Partial<Deps>) {
  const app = createApp({ ...s.deps, ...overrides });
  return (path: string, body: unknown, address = '198.51.100.1', token?: string) =>
    app.request(
      `/api/v1${path}`,
      {
        method: 'POST',
        headers: {
          Type: 'MOBILE',
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress: address } } },
    );
}

const crew = (password: string) => ({ login: 'crew@demo.test', password });
const project = (password: string) => ({ projectNumber: DEMO_PROJECT_NUMBER, password });

describe('login rate limiting (3 per account, 5 per address, 60 s)', () => {
  type Attempt = { body: object; address: string };
  const from = (address: string, body: object): Attempt => ({ body, address });
  it.each([
    {
      name: 'per account, whatever the address',
      before: ['a', 'b', 'c'].map((a) => from(`203.0.113.${a.charCodeAt(0)}`, crew('nope'))),
      last: from('203.0.113.200', crew('demo1234')),
      status: 429,
    },
    {
      name: 'per address, whatever the account',
      before: [1, 2, 3, 4, 5].map((n) =>
        from('203.0.113.9', { login: `x${n}@demo.test`, password: 'nope' }),
      ),
      last: from('203.0.113.9', { login: 'chief@demo.test', password: 'demo1234' }),
      status: 429,
    },
    {
      name: 'another address is not blocked by one that is',
      before: [1, 2, 3, 4, 5].map((n) =>
        from('203.0.113.9', { login: `y${n}@demo.test`, password: 'nope' }),
      ),
      last: from('203.0.113.10', { login: 'chief@demo.test', password: 'demo1234' }),
      status: 200,
    },
    {
      name: 'project guests count per project number',
      before: ['a', 'b', 'c'].map((a) => from(`192.0.2.${a.charCodeAt(0)}`, project('nope'))),
      last: from('192.0.2.200', project('guest1234')),
      status: 429,
    },
    {
      name: 'a correct password clears the account',
      before: [crew('nope'), crew('nope'), crew('demo1234'), crew('nope'), crew('nope')].map(
        (b, i) => from(`198.18.${i}.1`, b),
      ),
      last: from('198.18.9.1', crew('demo1234')),
      status: 200,
    },
  ])('$name → $status', async ({ before, last, status }) => {
    const now = 1_000_000;
    const post = appWith({
      loginLimiter: loginLimiter({ perAccount: 3, perAddress: 5, windowSeconds: 60 }, () => now),
    });
    for (const a of before)
      expect([200, 401]).toContain((await post('/auth/token', a.body, a.address)).status);
    const res = await post('/auth/token', last.body, last.address);
    expect(res.status).toBe(status);
    if (status === 429) {
      expect(res.headers.get('Retry-After')).toBe('60');
      expect(await res.json()).toMatchObject({
        code: 'too_many_attempts',
        message: 'Too many failed logins. Try again in 1 minute.',
      });
    }
  });

  it('the block ends when the window has passed, and the test reset clears it', async () => {
    let now = 1_000_000;
    const limiter = loginLimiter({ perAccount: 2, perAddress: 50, windowSeconds: 60 }, () => now);
    const post = appWith({ loginLimiter: limiter });
    for (let i = 0; i < 2; i++) await post('/auth/token', crew('nope'));
    now += 30_000;
    expect((await post('/auth/token', crew('demo1234'))).headers.get('Retry-After')).toBe('30');
    now += 30_001;
    expect((await post('/auth/token', crew('demo1234'))).status).toBe(200);
    for (let i = 0; i < 2; i++) await post('/auth/token', crew('nope'));
    expect((await post('/auth/token', crew('demo1234'))).status).toBe(429);
    expect((await post('/__test/reset', {})).status).toBe(200);
    expect((await post('/auth/token', crew('demo1234'))).status).toBe(200);
  });
});

describe('passwords', () => {
  it('an unknown login costs one bcrypt comparison at full cost, like a known one', async () => {
    const compare = vi.spyOn(bcrypt, 'compare');
    try {
      for (const login of ['nobody@demo.test', 'crew@demo.test', 'new@demo.test']) {
        compare.mockClear();
        expect(
          (await s.call('POST', '/auth/token', { body: { login, password: 'x' } })).status,
        ).toBe(401);
        expect(compare).toHaveBeenCalledTimes(1);
        expect(bcrypt.getRounds(compare.mock.calls[0]![1])).toBe(PASSWORD_COST);
      }
    } finally {
      compare.mockRestore();
    }
  });

  it('stored hashes have cost 10 or more', async () => {
    const row = await s.deps.db.one<{ h: string }>(
      sql`SELECT password_hash AS h FROM persons WHERE id = ${IDS.crew}`,
    );
    expect(bcrypt.getRounds(row!.h)).toBeGreaterThanOrEqual(10);
  });
});

describe('password resets', () => {
  const resetLink = async (login: string) => {
    await s.call('POST', '/forgottenPassword', { body: { login } });
    return s.deps.mails.at(-1)!.link;
  };

  it("a reset ends the person's sessions, not other people's", async () => {
    const mine = await s.login({ login: 'office@demo.test', password: 'demo1234' });
    const other = await s.login({ login: 'planner@demo.test', password: 'demo1234' });
    expect((await s.call('GET', '/userRights', { token: mine })).status).toBe(200);
    const link = await resetLink('office@demo.test');
    expect((await s.call('POST', link, { body: { password: 'after-reset-1' } })).status).toBe(204);
    expect((await s.call('GET', '/userRights', { token: mine })).status).toBe(401);
    expect((await s.call('GET', '/auth/refresh', { token: mine })).status).toBe(401);
    expect((await s.call('GET', '/userRights', { token: other })).status).toBe(200);
    const fresh = await s.login({ login: 'office@demo.test', password: 'after-reset-1' });
    const refreshed = await s.call('GET', '/auth/refresh', { token: fresh });
    const { token } = (await refreshed.json()) as { token: string };
    expect((await s.call('GET', '/userRights', { token })).status).toBe(200);
  });

  it('a new link kills the older unused one; a used link kills the welcome link', async () => {
    const { welcome } = (await (await s.call('GET', '/__test/links')).json()) as {
      welcome: string;
    };
    const older = await resetLink('new@demo.test');
    const newer = await resetLink('new@demo.test');
    expect(older).not.toBe(newer);
    expect((await s.call('POST', older, { body: { password: 'first-pw-12' } })).status).toBe(404);
    expect((await s.call('POST', newer, { body: { password: 'first-pw-12' } })).status).toBe(204);
    const welcomeToken = welcome.split('/').pop()!;
    const viaWelcome = `/forgottenPassword/${welcomeToken}`;
    expect((await s.call('POST', viaWelcome, { body: { password: 'first-pw-12' } })).status).toBe(
      404,
    );
  });
});

describe('outgoing mail', () => {
  const mail = (n: number) => ({ to: `p${n}@demo.test`, subject: 'S', link: `/l/${n}`, at: '' });
  it.each([
    { mode: 'test API', testApi: true, demo: false, kept: KEPT_MAILS, printed: false },
    { mode: 'demo', testApi: false, demo: true, kept: KEPT_MAILS, printed: true },
    { mode: 'production', testApi: false, demo: false, kept: 0, printed: false },
  ])('$mode: keeps $kept, prints links: $printed', ({ testApi, demo, kept, printed }) => {
    const logged: string[] = [];
    const deps = { ...s.deps, testApi, demo, mails: [], log: (m: string) => logged.push(m) };
    for (let n = 1; n <= KEPT_MAILS + 5; n++) deliverDevMail(deps, mail(n));
    expect(deps.mails).toHaveLength(kept);
    if (kept) expect(deps.mails[0]).toMatchObject({ link: '/l/6' });
    expect(logged.some((line) => line.includes('/l/1'))).toBe(printed);
  });
});

describe('push endpoints without the test API', () => {
  const hits: string[] = [];
  const receiver = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(410).end();
  });
  afterAll(() => receiver.close());

  it.each([
    ['http://push.example.com/x', 'Push endpoints must use https'],
    ['https://127.0.0.1:9/x', /public host/],
    ['https://[::1]/x', /public host/],
    ['https://localhost/x', /public host/],
    ['https://192.168.0.10/x', /public host/],
  ])('subscribing %s is 400', async (endpoint, message) => {
    const token = await s.login(crew('demo1234'));
    const post = appWith({ testApi: false });
    const keys = {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQ',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    };
    const res = await post(
      '/pushSubscriptions',
      { endpoint, keys, deviceLabel: 'T' },
      undefined,
      token,
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('push_endpoint_refused');
    expect(body.message).toMatch(message);
  });

  it('a stored local endpoint is not contacted, so its 410 cannot delete the row', async () => {
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
    const { port } = receiver.address() as AddressInfo;
    const endpoint = `https://127.0.0.1:${port}/gone`;
    await s.deps.db
      .run(sql`INSERT INTO push_subscriptions (person_id, endpoint, p256dh, auth, device_label)
      VALUES (${IDS.chief}, ${endpoint}, 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQ', 'tBHItJI5svbpez7KI4CCXg', 'Forged')`);
    const payload = { title: 'Job confirmed', body: 'x', url: '/jobs/1', tag: 'job-1' };
    const outcomes = await notifyJobChanged(s.deps.db, IDS.chief, payload);
    expect(outcomes.map((o) => o.status)).toEqual([null]);
    expect(hits).toEqual([]);
    const left = await s.deps.db.one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM push_subscriptions WHERE endpoint = ${endpoint}`,
    );
    expect(left!.n).toBe(1);
  });
});
