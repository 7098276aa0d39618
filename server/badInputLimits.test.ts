import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { sql } from './db/connect';
import { pgInputErrorResponse } from './http/inputGuards';
import { DEMO_PASSWORD } from './seed/demoLogins';
import { IDS } from './seed/ids';
import { startTestServer, type TestServer } from './testkit';

/**
 * Issue 11 "Bad input never answers 500", the parts the route table cannot show: one body
 * limit whatever the type or framing, the PostgreSQL net, and the named cases of the issue.
 */
let s: TestServer;
let app: ReturnType<typeof createApp>;
let crew: string;
let planner: string;

const MB = 1024 * 1024;

beforeAll(async () => {
  s = await startTestServer({ testApi: false });
  app = createApp(s.deps);
  // A route that lets a bad value reach PostgreSQL, as a schema gap would.
  app.get('/boom/:cast', async (c) => {
    const value = c.req.query('v') ?? '';
    if (c.req.param('cast') === 'int') await s.deps.db.run(sql`SELECT ${value}::int`);
    else if (c.req.param('cast') === 'date') await s.deps.db.run(sql`SELECT ${value}::date`);
    else await s.deps.db.run(sql`SELECT * FROM no_such_table`);
    return c.json({});
  });
  crew = await s.login({ login: 'crew@demo.test', password: DEMO_PASSWORD });
  planner = await s.login({ login: 'planner@demo.test', password: DEMO_PASSWORD });
}, 120_000);

/** A body that arrives chunked: a stream, no Content-Length. */
function chunked(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x78); // "xxxx…"
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
}

const send = (
  path: string,
  init: { token?: string; body: BodyInit; headers?: Record<string, string> },
) =>
  app.request(`/api/v1${path}`, {
    method: 'POST',
    headers: {
      Type: 'MOBILE',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body,
    duplex: 'half',
  } as RequestInit);

const blockDates = async () =>
  (await s.deps.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM block_dates`))?.n;

describe('one body limit', () => {
  it('refuses a chunked 14 MB text/plain body with 413 before the database', async () => {
    const before = await blockDates();
    const res = await send('/blockDates', {
      token: crew,
      body: chunked(14 * MB),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large' });
    expect(await blockDates()).toBe(before);
  });

  it.each([
    ['text/plain', '/blockDates'],
    ['application/json', '/blockDates'],
    ['application/octet-stream', '/auth/token'],
    ['', '/forgottenPassword'],
  ])('refuses a 2 MB %j body to %s (declared length or not)', async (type, path) => {
    const body = `{"reason":"${'x'.repeat(2 * MB)}"}`;
    const headers: Record<string, string> = type ? { 'Content-Type': type } : {};
    for (const length of [undefined, String(Buffer.byteLength(body))]) {
      const res = await send(path, {
        token: crew,
        body,
        headers: length ? { ...headers, 'Content-Length': length } : headers,
      });
      expect(res.status, `${type} ${length ?? 'chunked'}`).toBe(413);
    }
  });

  it('lets an upload route take more than 1 MB (its own limit is 15 MB)', async () => {
    const form = new FormData();
    form.append('data', '{}');
    const png = new Uint8Array(2 * MB);
    png.set([137, 80, 78, 71]);
    form.append('file', new Blob([png], { type: 'image/png' }), 'me.png');
    const res = await send(`/persons/${IDS.crew}/profilePictures`, { token: crew, body: form });
    expect(res.status).toBe(201);
    const tooBig = new FormData();
    tooBig.append('data', '{}');
    tooBig.append('file', new Blob([new Uint8Array(16 * MB)], { type: 'image/png' }), 'me.png');
    const refused = await send(`/persons/${IDS.crew}/profilePictures`, {
      token: crew,
      body: tooBig,
    });
    expect(refused.status).toBe(413);
  });
});

describe('the cases named in issue 11', () => {
  it.each([
    ['/payrolls/2147483648', 404],
    ['/locations/2147483648', 404],
    ['/projectCrews/2147483648/photos', 404],
    ['/jobs?dateFrom=2027-02-30', 400],
    ['/jobs?dateFrom=2027-13-01', 400],
    ['/jobs?dateTo=0000-01-01', 400],
  ])('GET %s as crew → %d', async (path, status) => {
    expect((await s.call('GET', path, { token: crew })).status).toBe(status);
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'nope'])(
    'GET /projects?filter=%s → 400 unknown filter',
    async (filter) => {
      const res = await s.call('GET', `/projects?filter=${filter}`, { token: planner });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'invalid_query' });
    },
  );

  it('still lists projects with a known filter', async () => {
    const res = await s.call('GET', '/projects?filter=closed', { token: planner });
    expect(res.status).toBe(200);
  });

  it.each([
    ['/blockDates', { startDate: '2027-02-30', reason: 'x' }, 'startDate'],
    ['/blockDates', { startDate: '2027-02-01', reason: 'x'.repeat(501) }, 'reason'],
    [
      '/vacationRequests',
      { startDate: '2027-02-01', endDate: '2027-02-29', firstDayHalf: null, lastDayHalf: null },
      'endDate',
    ],
  ])('POST %s refuses %j at the field %s', async (path, body, field) => {
    const res = await s.call('POST', path, { token: crew, body });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(answer.fields)).toContain(field);
  });

  it('refuses a 900 KB function name', async () => {
    const item = await s.deps.db.one<{ id: number }>(sql`SELECT id FROM crew_items LIMIT 1`);
    const res = await s.call('POST', `/projectCrewItems/${item?.id}`, {
      token: planner,
      body: { functionName: 'x'.repeat(900_000) },
    });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { fields: Record<string, string> };
    expect(answer.fields.functionName).toContain('at most 100');
  });

  it('refuses NUL in the unauthenticated login and forgotten-password calls', async () => {
    for (const [path, body] of [
      ['/auth/token', { login: 'crew@demo.test\u0000', password: DEMO_PASSWORD }],
      ['/forgottenPassword', { login: '\u0000' }],
    ] as const) {
      const res = await s.call('POST', path, { body });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'invalid_input' });
    }
  });
});

describe('the PostgreSQL net in onError', () => {
  it.each([
    ['int', '2147483648', '22003'],
    ['int', 'abc', '22P02'],
    ['date', '2027-02-30', '22008'],
    ['date', 'soon', '22007'],
  ])('a %s cast of %j answers 400 (SQLSTATE %s), not 500', async (cast, value, state) => {
    const res = await app.request(`/boom/${cast}?v=${encodeURIComponent(value)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_input', sqlState: state });
  });

  it('leaves any other database error a 500', async () => {
    expect((await app.request('/boom/table')).status).toBe(500);
    expect(pgInputErrorResponse(new Error('plain'))).toBeNull();
  });

  it('the server still answers /status afterwards', async () => {
    expect((await s.call('GET', '/status')).status).toBe(200);
  });
});
