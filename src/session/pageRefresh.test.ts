import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { rotateRefreshToken } from '../api/session';
import { db } from '../db/db';
import { readSession, writeSession } from '../db/sessionStore';
import { refreshOnce, withFreshToken } from './pageRefresh';
import { authenticated, getSession, setSession } from './sessionState';
import { decodeToken } from './token';

vi.mock('../api/session', () => ({ rotateRefreshToken: vi.fn(), refreshToken: vi.fn() }));
const rotate = vi.mocked(rotateRefreshToken);

/** An unsigned token the app can read (it never verifies; the server does). */
function tokenFor(name: string): string {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  const payload = {
    type: 'other',
    exp: 4_000_000_000,
    loginData: { personId: 3, contactNumber: null, language: 'en', loginTypes: ['Crew'], name },
  };
  return `${part({ alg: 'none' })}.${part(payload)}.sig`;
}

const OLD = tokenFor('old');
const NEW = tokenFor('new');

beforeEach(async () => {
  rotate.mockReset();
  await Promise.all(db.tables.map((t) => t.clear()));
  await writeSession({
    token: OLD,
    refreshToken: 'refresh-1',
    rights: {},
    mailboxRights: {},
    ownerId: 'person:3',
    savedAt: 0,
  });
  setSession(authenticated(OLD, decodeToken(OLD)!, {}, {}));
});

const unauthorized = () => new ApiError(401, 'unauthorized', 'Log in again');

describe('a call whose access token expired', () => {
  it('refreshes once and is made again with the new token', async () => {
    rotate.mockResolvedValue({ token: NEW, refreshToken: 'refresh-2' });
    const call = vi.fn((token: string) =>
      token === OLD ? Promise.reject(unauthorized()) : Promise.resolve('data'),
    );
    expect(await withFreshToken(call)).toBe('data');
    expect(call.mock.calls).toEqual([[OLD], [NEW]]);
    expect(rotate).toHaveBeenCalledTimes(1);
    expect(getSession()).toMatchObject({ status: 'authenticated', token: NEW });
    expect(await readSession()).toMatchObject({ token: NEW, refreshToken: 'refresh-2' });
  });

  it('ends the session with its reason when the refresh is refused', async () => {
    rotate.mockRejectedValue(new ApiError(401, 'session_reused', 'Used twice'));
    const call = vi.fn(() => Promise.reject(unauthorized()));
    await expect(withFreshToken(call)).rejects.toThrow('Log in again');
    expect(call).toHaveBeenCalledTimes(1);
    expect(getSession()).toEqual({ status: 'anonymous', ended: 'session_reused' });
  });

  it('other failures are not the session’s business: no refresh', async () => {
    const call = vi.fn(() => Promise.reject(new ApiError(404, 'not_found', 'Gone')));
    await expect(withFreshToken(call)).rejects.toThrow('Gone');
    expect(rotate).not.toHaveBeenCalled();
  });
});

describe('refreshOnce', () => {
  it('does not spend the refresh token when the page already has a newer access token', async () => {
    expect(await refreshOnce('an-older-token')).toBe(OLD);
    expect(rotate).not.toHaveBeenCalled();
  });
});
