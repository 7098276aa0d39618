import { ApiError } from '../api/errors';
import { decodeToken } from './token';
import { readEndReason, refreshStoredSession } from './refresh';
import { getSession, setSession } from './sessionState';

/**
 * One refresh, shared with other tabs and the service worker (session/refresh.ts). A refused
 * refresh clears the session (SPEC §8), and the login screen says why (issue 12). No answer at
 * all (offline) keeps the session: crews work without signal. Answers the token to use next,
 * or null when the session is over.
 */
export async function refreshOnce(stale?: string): Promise<string | null> {
  const current = getSession();
  if (current.status !== 'authenticated') return null;
  // The caller's token was already replaced in this page: no need to spend the refresh token.
  if (stale !== undefined && stale !== current.token) return current.token;
  const outcome = await refreshStoredSession(current.token);
  if (outcome.kind === 'kept') return outcome.token;
  if (outcome.kind === 'fresh') {
    const payload = decodeToken(outcome.token);
    // Unreadable: the server's next answer to it decides.
    if (!payload) return null;
    const now = getSession();
    if (now.status === 'authenticated') setSession({ ...now, token: outcome.token, payload });
    return outcome.token;
  }
  const ended = outcome.kind === 'ended' ? outcome.reason : await readEndReason();
  setSession({ status: 'anonymous', ended: ended ?? 'unauthorized' });
  return null;
}

/**
 * Runs a call with the session's token; on a 401 (the access token expired, perhaps while the
 * app was closed), refreshes once and runs it again with the new token.
 */
export async function withFreshToken<T>(call: (token: string) => Promise<T>): Promise<T> {
  const session = getSession();
  if (session.status !== 'authenticated') throw new ApiError(401, 'unauthorized', 'Not logged in');
  try {
    return await call(session.token);
  } catch (error) {
    if (!isUnauthorizedError(error)) throw error;
    const fresh = await refreshOnce(session.token);
    if (!fresh || fresh === session.token) throw error;
    return call(fresh);
  }
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
