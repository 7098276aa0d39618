import { beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { startTestServer, type TestServer } from './testkit';
import { DEMO_PLUS_CREW_NUMBER, DEMO_PROJECT_NUMBER } from './seed/demoLogins';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});

describe('auth', () => {
  it.each([
    {
      who: 'crew',
      credentials: { login: 'crew@demo.test', password: 'demo1234' },
      type: 'other',
      loginTypes: ['Crew'],
    },
    {
      who: 'client',
      credentials: { login: 'CLIENT@demo.test', password: 'demo1234' },
      type: 'other',
      loginTypes: ['Clients'],
    },
    {
      who: 'project guest',
      credentials: { projectNumber: DEMO_PROJECT_NUMBER, password: 'guest1234' },
      type: 'project',
      loginTypes: [],
    },
    {
      who: 'plus-crew guest',
      credentials: { plusCrewNumber: DEMO_PLUS_CREW_NUMBER, password: 'guest1234' },
      type: 'pluscrew',
      loginTypes: [],
    },
  ])(
    '$who gets a signed, expiring token of type $type',
    async ({ credentials, type, loginTypes }) => {
      const token = await s.login(credentials);
      const payload = decodeJwt(token) as {
        type: string;
        exp: number;
        loginData: { loginTypes: string[] };
      };
      expect(payload.type).toBe(type);
      expect(payload.loginData.loginTypes).toEqual(loginTypes);
      expect(payload.exp * 1000).toBeGreaterThan(Date.now());
    },
  );

  it.each([
    { login: 'crew@demo.test', password: 'nope' },
    { login: 'nobody@demo.test', password: 'demo1234' },
    { projectNumber: DEMO_PROJECT_NUMBER, password: 'demo1234' },
    { plusCrewNumber: 'PC-9999', password: 'guest1234' },
  ])('wrong credentials are 401 %#', async (body) => {
    const res = await s.call('POST', '/auth/token', { body });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it('a missing Type header is 400', async () => {
    const res = await s.call('GET', '/tenant', { headers: { Type: '' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'type_header_missing' });
  });

  it.each(['', 'garbage', 'a.b.c'])('no or bad token is 401 (%s)', async (token) => {
    const res = await s.call('GET', '/userRights', { token });
    expect(res.status).toBe(401);
  });

  it('refresh answers a new token for the same person', async () => {
    const token = await s.login({ login: 'office@demo.test', password: 'demo1234' });
    const res = await s.call('GET', '/auth/refresh', { token });
    expect(res.status).toBe(200);
    const fresh = ((await res.json()) as { token: string }).token;
    expect(decodeJwt(fresh)).toMatchObject({ loginData: { personId: 5 } });
  });

  it('an expired token is refused', async () => {
    const short = await startTestServer({ tokenTtlSeconds: -10 });
    const token = await short.login({ login: 'crew@demo.test', password: 'demo1234' });
    expect((await short.call('GET', '/userRights', { token })).status).toBe(401);
    // It boots a server of its own (PGlite and the seed): 30 s was once too little under load.
  }, 120_000);
});

describe('rights per login type', () => {
  it.each([
    {
      login: 'crew@demo.test',
      has: ['payrolls', 'staffContracts', 'crewInfo', 'vacancies'],
      lacks: ['invoices', 'mailboxes', 'plusCrews'],
      mailbox: {},
    },
    {
      login: 'client@demo.test',
      has: ['invoices', 'receipts', 'mailboxes', 'planningCrewItemList'],
      lacks: ['payrolls', 'toDoCalendar'],
      mailbox: { emailMessages: ['READ'] },
    },
    {
      login: 'planner@demo.test',
      has: ['toDoCalendar', 'plusCrews', 'temporaryPersons', 'mobileProjectVacancies'],
      lacks: ['invoices', 'payrolls'],
      mailbox: {},
    },
    {
      login: 'office@demo.test',
      has: ['mailboxes', 'persons', 'training'],
      lacks: ['projects', 'crews'],
      mailbox: { emailMessages: ['READ'] },
    },
  ])('$login', async ({ login, has, lacks, mailbox }) => {
    const token = await s.login({ login, password: 'demo1234' });
    const rights = (await (await s.call('GET', '/userRights', { token })).json()) as Record<
      string,
      string[]
    >;
    for (const r of has) expect(rights[r], r).toContain('READ');
    for (const r of lacks) expect(rights[r], r).toBeUndefined();
    expect(await (await s.call('GET', '/mailboxUserRights', { token })).json()).toEqual(mailbox);
  });

  it.each([
    { login: 'office@demo.test', path: '/jobs', status: 403 },
    { login: 'client@demo.test', path: '/jobs', status: 403 },
    { login: 'crew@demo.test', path: '/projects', status: 403 },
    { login: 'crew@demo.test', path: '/jobs', status: 200 },
    { login: 'planner@demo.test', path: '/projects', status: 200 },
  ])('$login GET $path → $status', async ({ login, path, status }) => {
    const token = await s.login({ login, password: 'demo1234' });
    expect((await s.call('GET', path, { token })).status).toBe(status);
  });
});

describe('guests reach only their own calls', () => {
  it.each([
    { path: `/projects/${DEMO_PROJECT_NUMBER}`, status: 200 },
    { path: '/projects/P-20002', status: 403 },
    { path: '/projects', status: 403 },
    { path: '/jobs', status: 403 },
    { path: '/blockDates', status: 403 },
    { path: `/plusCrews/${DEMO_PLUS_CREW_NUMBER}`, status: 403 },
    { path: '/userRights', status: 200 },
  ])('project guest GET $path → $status', async ({ path, status }) => {
    const token = await s.login({ projectNumber: DEMO_PROJECT_NUMBER, password: 'guest1234' });
    expect((await s.call('GET', path, { token })).status).toBe(status);
  });

  it.each([
    { path: `/plusCrews/${DEMO_PLUS_CREW_NUMBER}`, status: 200 },
    { path: '/plusCrews/PC-1002', status: 403 },
    { path: `/projects/${DEMO_PROJECT_NUMBER}`, status: 403 },
    { path: '/jobs', status: 403 },
  ])('plus-crew guest GET $path → $status', async ({ path, status }) => {
    const token = await s.login({ plusCrewNumber: DEMO_PLUS_CREW_NUMBER, password: 'guest1234' });
    expect((await s.call('GET', path, { token })).status).toBe(status);
  });

  it('a guest cannot write either', async () => {
    const token = await s.login({ projectNumber: DEMO_PROJECT_NUMBER, password: 'guest1234' });
    const res = await s.call('POST', '/blockDates', {
      token,
      body: { startDate: '2027-01-01', reason: 'x' },
    });
    expect(res.status).toBe(403);
  });
});

describe('bad input and unknown paths', () => {
  it('bad input is 400 with the fields', async () => {
    const res = await s.call('POST', '/auth/token', { body: { login: '', password: '' } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; fields: Record<string, string> };
    expect(body.code).toBe('invalid_input');
    expect(Object.keys(body.fields).length).toBeGreaterThan(0);
  });

  it('a body that is not JSON is 400', async () => {
    const res = await s.call('POST', '/forgottenPassword', {
      body: undefined,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });

  it('an unknown path is a JSON 404 without a stack', async () => {
    const token = await s.login({ login: 'crew@demo.test', password: 'demo1234' });
    const res = await s.call('GET', '/no/such/thing', { token });
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ code: 'not_found', message: 'Not found' });
    expect(text).not.toMatch(/at .*\.ts/);
  });

  it('an oversized body is 413', async () => {
    const res = await s.call('POST', '/forgottenPassword', {
      body: { login: 'x'.repeat(2 * 1024 * 1024) },
      headers: { 'Content-Length': String(2 * 1024 * 1024 + 20) },
    });
    expect(res.status).toBe(413);
  });
});

describe('forgotten password', () => {
  it('mails a single-use link that sets the password', async () => {
    expect(
      (await s.call('POST', '/forgottenPassword', { body: { login: 'nobody@demo.test' } })).status,
    ).toBe(204);
    expect(s.deps.mails).toHaveLength(0);
    expect(
      (await s.call('POST', '/forgottenPassword', { body: { login: 'office@demo.test' } })).status,
    ).toBe(204);
    const link = s.deps.mails.at(-1)?.link ?? '';
    expect(link).toMatch(/^\/forgottenPassword\/[0-9a-f]+$/);
    expect((await s.call('POST', link, { body: { password: 'short' } })).status).toBe(400);
    expect((await s.call('POST', link, { body: { password: 'brand-new-pw' } })).status).toBe(204);
    expect((await s.call('POST', link, { body: { password: 'brand-new-pw' } })).status).toBe(404);
    await expect(
      s.login({ login: 'office@demo.test', password: 'brand-new-pw' }),
    ).resolves.toBeTruthy();
  });
});
