import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../api/errors';
import type { TokenResponse } from '../api/schemas/session';
import { db } from '../db/db';
import type { OutboxRecord } from '../db/outboxRecord';
import { readSession, writeSession } from '../db/sessionStore';
import {
  endReasonOf,
  readEndReason,
  refreshStoredSession,
  SESSION_ENDED_SETTING,
  type RefreshDeps,
} from './refresh';

const OWNER = 'person:3';

/** refreshToken null: a session stored before refresh tokens existed. */
async function storeSession(token = 'access-1', refreshToken: string | null = 'refresh-1') {
  await writeSession({
    token,
    refreshToken: refreshToken ?? undefined,
    rights: {},
    mailboxRights: {},
    ownerId: OWNER,
    savedAt: 0,
  });
}

/** A server that hands out numbered pairs, answering after a tick (as a network would). */
function fakeServer(answer?: (refreshToken: string) => Promise<TokenResponse>) {
  let n = 1;
  const rotate = vi.fn(
    answer ??
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        n += 1;
        return { token: `access-${n}`, refreshToken: `refresh-${n}` };
      }),
  );
  const legacy = vi.fn((token: string) => Promise.resolve(`${token}-renewed`));
  const deps: RefreshDeps = { rotate, legacy, now: () => 42 };
  return { rotate, legacy, deps };
}

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('the token refresh', () => {
  it('spends the stored refresh token and stores the new pair', async () => {
    await storeSession();
    const { rotate, deps } = fakeServer();
    const outcome = await refreshStoredSession('access-1', deps);
    expect(outcome).toEqual({ kind: 'fresh', token: 'access-2', ownerId: OWNER });
    expect(rotate).toHaveBeenCalledWith('refresh-1');
    expect(await readSession()).toMatchObject({
      token: 'access-2',
      refreshToken: 'refresh-2',
      ownerId: OWNER,
      savedAt: 42,
    });
  });

  it('refreshes once when the page, a tab and the worker ask at the same moment', async () => {
    await storeSession();
    const { rotate, deps } = fakeServer();
    const outcomes = await Promise.all([
      refreshStoredSession('access-1', deps),
      refreshStoredSession('access-1', deps),
      refreshStoredSession('access-1', deps),
    ]);
    // One refresh token is spent once: a second use would end the session on the server.
    expect(rotate).toHaveBeenCalledTimes(1);
    expect(outcomes.map((o) => (o.kind === 'fresh' ? o.token : o.kind))).toEqual([
      'access-2',
      'access-2',
      'access-2',
    ]);
  });

  it('a forced refresh (stale null) always spends the token it reads under the lock', async () => {
    await storeSession();
    const { rotate, deps } = fakeServer();
    await Promise.all([refreshStoredSession(null, deps), refreshStoredSession(null, deps)]);
    expect(rotate.mock.calls).toEqual([['refresh-1'], ['refresh-2']]);
  });

  it.each([
    { code: 'session_reused', reason: 'session_reused' },
    { code: 'session_password_changed', reason: 'session_password_changed' },
    { code: 'session_expired', reason: 'session_expired' },
    { code: 'unauthorized', reason: 'unauthorized' },
  ])(
    'a refusal ($code) ends the session, keeps the outbox and says why',
    async ({ code, reason }) => {
      await storeSession();
      const record = { id: 'r1', ownerId: OWNER, state: 'pending' } as unknown as OutboxRecord;
      await db.outbox.put(record);
      await db.jobs.put({ id: 1 } as never);
      const { deps } = fakeServer(() => Promise.reject(new ApiError(401, code, 'Log in again')));
      expect(await refreshStoredSession('access-1', deps)).toEqual({ kind: 'ended', reason });
      expect(await readSession()).toBeNull();
      expect(await db.jobs.count()).toBe(0);
      expect(await db.outbox.get('r1')).toMatchObject({ ownerId: OWNER });
      expect(await readEndReason()).toBe(reason);
    },
  );

  it.each([
    ['no network', new NetworkError('offline')],
    ['a server error', new ApiError(503, 'unavailable', 'Try later')],
  ])('%s keeps the session and the refresh token as they are', async (_name, error) => {
    await storeSession();
    const { deps } = fakeServer(() => Promise.reject(error));
    expect(await refreshStoredSession('access-1', deps)).toEqual({
      kind: 'kept',
      token: 'access-1',
      ownerId: OWNER,
    });
    expect(await readSession()).toMatchObject({ token: 'access-1', refreshToken: 'refresh-1' });
    expect(await db.settings.get(SESSION_ENDED_SETTING)).toBeUndefined();
  });

  it('a session stored before refresh tokens renews with its access token', async () => {
    await storeSession('old-access', null);
    const { rotate, legacy, deps } = fakeServer();
    const outcome = await refreshStoredSession('old-access', deps);
    expect(outcome).toMatchObject({ kind: 'fresh', token: 'old-access-renewed' });
    expect(rotate).not.toHaveBeenCalled();
    expect(legacy).toHaveBeenCalledWith('old-access');
  });

  it('with nobody logged in there is nothing to refresh', async () => {
    const { rotate, deps } = fakeServer();
    expect(await refreshStoredSession(null, deps)).toEqual({ kind: 'none' });
    expect(rotate).not.toHaveBeenCalled();
  });

  it.each([
    ['session_reused', 'session_reused'],
    ['session_logged_out', 'session_logged_out'],
    ['invalid_credentials', 'unauthorized'],
    ['', 'unauthorized'],
  ])('the code %s reads as %s', (code, reason) => {
    expect(endReasonOf(code)).toBe(reason);
  });
});
