import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NO_TEST_CLOCK } from './auth/tokens';
import { REUSE_GRACE_SECONDS } from './auth/refreshTokens';
import { optionsFromEnv } from './config';
import { sql } from './db/connect';
import { DEMO_PROJECT_NUMBER } from './seed/demoLogins';
import { startTestServer, type TestServer } from './testkit';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterEach(() => {
  Object.assign(s.deps.tokens.testClock, NO_TEST_CLOCK);
});

type Pair = { token: string; refreshToken: string };
const DAY = 86_400;

async function logIn(credentials: object = { login: 'crew@demo.test', password: 'demo1234' }) {
  const res = await s.call('POST', '/auth/token', { body: credentials });
  expect(res.status).toBe(200);
  return (await res.json()) as Pair;
}

const refresh = (refreshToken: string) =>
  s.call('POST', '/auth/refresh', { body: { refreshToken } });

async function refreshed(refreshToken: string): Promise<Pair> {
  const res = await refresh(refreshToken);
  expect(res.status).toBe(200);
  return (await res.json()) as Pair;
}

async function refusedWith(refreshToken: string) {
  const res = await refresh(refreshToken);
  expect(res.status).toBe(401);
  return ((await res.json()) as { code: string }).code;
}

const rightsStatus = async (token: string) =>
  (await s.call('GET', '/userRights', { token })).status;

/** Time passes on the server's token clock (the test API's hook). */
async function later(seconds: number) {
  const offsetSeconds = s.deps.tokens.testClock.offsetSeconds + seconds;
  const res = await s.call('POST', '/__test/tokenClock', { body: { offsetSeconds } });
  expect(res.status).toBe(200);
}

describe('refresh tokens', () => {
  it('login answers a refresh token, kept on the server only as a hash', async () => {
    const { refreshToken } = await logIn();
    expect(refreshToken).toMatch(/^[\w-]{40,}$/);
    const stored = await s.deps.db.rows<{ token_hash: string }>(
      sql`SELECT token_hash FROM refresh_tokens`,
    );
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((r) => r.token_hash)).not.toContain(refreshToken);
  });

  it('each use rotates it, and the new access token works', async () => {
    const first = await logIn();
    const second = await refreshed(first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(await rightsStatus(second.token)).toBe(200);
    const third = await refreshed(second.refreshToken);
    expect(await rightsStatus(third.token)).toBe(200);
  });

  it('an access token expires on its own; the refresh token brings a new one', async () => {
    await s.call('POST', '/__test/tokenClock', { body: { accessTokenSeconds: 60 } });
    const pair = await logIn();
    await later(61);
    expect(await rightsStatus(pair.token)).toBe(401);
    const next = await refreshed(pair.refreshToken);
    expect(await rightsStatus(next.token)).toBe(200);
  });

  it('a chief back after a 10-hour shift refreshes without logging in', async () => {
    const pair = await logIn({ login: 'chief@demo.test', password: 'demo1234' });
    await later(10 * 3600);
    expect(await rightsStatus(pair.token)).toBe(401);
    expect(await rightsStatus((await refreshed(pair.refreshToken)).token)).toBe(200);
  });

  it('slides: 30 days from the last use, not from the login', async () => {
    let pair = await logIn();
    for (let i = 0; i < 3; i++) {
      await later(29 * DAY);
      pair = await refreshed(pair.refreshToken);
    }
    await later(30 * DAY + 1);
    expect(await refusedWith(pair.refreshToken)).toBe('session_expired');
  });

  it('a login sweeps tokens past their life, and families left without any', async () => {
    const old = await logIn();
    const count = async () =>
      (await s.deps.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM refresh_tokens`))!.n;
    const before = await count();
    await later(30 * DAY + 1);
    await logIn();
    expect(await count()).toBeLessThan(before);
    expect(await refusedWith(old.refreshToken)).toBe('session_unknown');
  });

  it('a reused refresh token ends the whole family, access tokens included', async () => {
    const first = await logIn();
    const second = await refreshed(first.refreshToken);
    const third = await refreshed(second.refreshToken);
    const other = await logIn();
    // Someone replays the first token: two holders, so nobody keeps the session.
    expect(await refusedWith(first.refreshToken)).toBe('session_reused');
    expect(await refusedWith(third.refreshToken)).toBe('session_reused');
    expect(await rightsStatus(third.token)).toBe(401);
    // Another login of the same person (another phone) is another family: untouched.
    expect(await rightsStatus((await refreshed(other.refreshToken)).token)).toBe(200);
  });

  it('a lost answer may be retried once within the grace time; its token is then dead', async () => {
    const first = await logIn();
    const lost = await refreshed(first.refreshToken);
    const retried = await refreshed(first.refreshToken);
    expect(await rightsStatus(retried.token)).toBe(200);
    // The lost token never reached its holder: if it shows up, someone else has it.
    expect(await refusedWith(lost.refreshToken)).toBe('session_reused');
    expect(await refusedWith(retried.refreshToken)).toBe('session_reused');
  });

  it('a second use after the grace time is a reuse, even if the new token was not used', async () => {
    const first = await logIn();
    const next = await refreshed(first.refreshToken);
    await later(REUSE_GRACE_SECONDS + 1);
    expect(await refusedWith(first.refreshToken)).toBe('session_reused');
    expect(await refusedWith(next.refreshToken)).toBe('session_reused');
  });

  it('logout ends the family; the person’s other logins stay', async () => {
    const mine = await logIn();
    const other = await logIn();
    const res = await s.call('POST', '/auth/logout', {
      body: { refreshToken: mine.refreshToken },
    });
    expect(res.status).toBe(204);
    expect(await refusedWith(mine.refreshToken)).toBe('session_logged_out');
    expect(await rightsStatus(mine.token)).toBe(401);
    expect(await rightsStatus(other.token)).toBe(200);
    // Logging out twice, or with an unknown token, is no error.
    const again = await s.call('POST', '/auth/logout', { body: { refreshToken: 'unknown' } });
    expect(again.status).toBe(204);
  });

  it('a password reset ends every family of the person, and no one else’s', async () => {
    const phone = await logIn({ login: 'office@demo.test', password: 'demo1234' });
    const laptop = await logIn({ login: 'office@demo.test', password: 'demo1234' });
    const planner = await logIn({ login: 'planner@demo.test', password: 'demo1234' });
    await s.call('POST', '/forgottenPassword', { body: { login: 'office@demo.test' } });
    const link = s.deps.mails.at(-1)?.link ?? '';
    expect((await s.call('POST', link, { body: { password: 'brand-new-pw-1' } })).status).toBe(204);
    expect(await refusedWith(phone.refreshToken)).toBe('session_password_changed');
    expect(await refusedWith(laptop.refreshToken)).toBe('session_password_changed');
    expect(await rightsStatus(laptop.token)).toBe(401);
    expect(await rightsStatus((await refreshed(planner.refreshToken)).token)).toBe(200);
  });

  it('a guest login gets a refresh token too', async () => {
    const guest = await logIn({ projectNumber: DEMO_PROJECT_NUMBER, password: 'guest1234' });
    const next = await refreshed(guest.refreshToken);
    expect(
      (await s.call('GET', `/projects/${DEMO_PROJECT_NUMBER}`, { token: next.token })).status,
    ).toBe(200);
  });

  it.each([
    { body: { refreshToken: 'made-up' }, status: 401, code: 'session_unknown' },
    { body: {}, status: 400, code: 'invalid_input' },
  ])('a refresh with $body is $status', async ({ body, status, code }) => {
    const res = await s.call('POST', '/auth/refresh', { body });
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ code });
  });

  it('GET /auth/refresh (SPEC §7) keeps the family: logout ends its tokens too', async () => {
    const pair = await logIn();
    const res = await s.call('GET', '/auth/refresh', { token: pair.token });
    const { token } = (await res.json()) as { token: string };
    await s.call('POST', '/auth/logout', { body: { refreshToken: pair.refreshToken } });
    expect(await rightsStatus(token)).toBe(401);
  });
});

describe('token lives from the environment', () => {
  it.each([
    { env: {}, access: undefined, days: undefined },
    { env: { CREWHUB_ACCESS_TOKEN_SECONDS: '120' }, access: 120, days: undefined },
    { env: { CREWHUB_TOKEN_TTL_SECONDS: '300' }, access: 300, days: undefined },
    { env: { CREWHUB_REFRESH_TOKEN_DAYS: '7' }, access: undefined, days: 7 },
  ])('$env', ({ env, access, days }) => {
    const options = optionsFromEnv(env);
    expect(options.tokenTtlSeconds).toBe(access);
    expect(options.refreshTokenDays).toBe(days);
  });

  it.each(['0', '-5', 'soon'])('refuses CREWHUB_ACCESS_TOKEN_SECONDS=%s', (value) => {
    expect(() => optionsFromEnv({ CREWHUB_ACCESS_TOKEN_SECONDS: value })).toThrow(
      'CREWHUB_ACCESS_TOKEN_SECONDS must be a positive number',
    );
  });
});
