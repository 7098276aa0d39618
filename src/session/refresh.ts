import { ApiError } from '../api/errors';
import { SESSION_END_CODES, type SessionEndCode, type TokenResponse } from '../api/schemas/session';
import { refreshToken as refreshWithAccessToken, rotateRefreshToken } from '../api/session';
import {
  clearPersonalData,
  readSession,
  readSetting,
  writeSession,
  writeSetting,
} from '../db/sessionStore';
import { withLock } from '../lib/lock';

/**
 * One token refresh at a time in the whole browser: the page, other tabs and the service
 * worker each refresh under this lock, and read the refresh token inside it. A refresh token
 * is spent on use, so two contexts sending the same one would look like theft to the server
 * and end the session (reuse detection).
 */
export const REFRESH_LOCK = 'crewhub-token-refresh';

/** Why the last session ended, kept (like UI settings) for the login screen to say. */
export const SESSION_ENDED_SETTING = 'sessionEnded';

/** A code of SESSION_END_CODES, or `unauthorized` for any other refusal. */
export type SessionEndReason = SessionEndCode | 'unauthorized';

export type RefreshOutcome =
  /** A new token (or one another context fetched while this one waited for the lock). */
  | { kind: 'fresh'; token: string; ownerId: string }
  /** No answer (offline, server trouble): go on with the token there is. */
  | { kind: 'kept'; token: string; ownerId: string }
  /** The server refused: the session is over, the device data cleared (outbox kept). */
  | { kind: 'ended'; reason: SessionEndReason }
  /** Nobody is logged in on this device. */
  | { kind: 'none' };

export type RefreshDeps = {
  rotate: (refreshToken: string) => Promise<TokenResponse>;
  /** Sessions stored before refresh tokens existed refresh with their access token. */
  legacy: (accessToken: string) => Promise<string>;
  now: () => number;
};

const defaultDeps: RefreshDeps = {
  rotate: rotateRefreshToken,
  legacy: refreshWithAccessToken,
  now: () => Date.now(),
};

export function endReasonOf(code: string): SessionEndReason {
  return SESSION_END_CODES.find((c) => c === code) ?? 'unauthorized';
}

export async function readEndReason(): Promise<SessionEndReason | null> {
  const value = await readSetting(SESSION_ENDED_SETTING).catch(() => null);
  return value ? endReasonOf(value) : null;
}

/**
 * The session is over: personal tables go, the outbox stays (its records wait for the same
 * person to log in again, DESIGN.md), and the reason is kept for the login screen.
 */
export async function endStoredSession(reason: SessionEndReason): Promise<void> {
  await clearPersonalData();
  await writeSetting(SESSION_ENDED_SETTING, reason);
}

/**
 * Refreshes the stored session, for the page and the service worker alike. `stale`: the
 * access token the caller found wanting; if the stored one differs, someone refreshed while
 * this caller waited for the lock, and that token is used as it is (null: refresh anyway).
 */
export async function refreshStoredSession(
  stale: string | null,
  deps: RefreshDeps = defaultDeps,
): Promise<RefreshOutcome> {
  const outcome = await withLock(REFRESH_LOCK, async (): Promise<RefreshOutcome> => {
    const row = await readSession();
    if (!row) return { kind: 'none' };
    const { token, ownerId } = row;
    if (stale !== null && token !== stale) return { kind: 'fresh', token, ownerId };
    try {
      const answer: TokenResponse = row.refreshToken
        ? await deps.rotate(row.refreshToken)
        : { token: await deps.legacy(token) };
      // Stored before the lock is released: the next refresh reads the new refresh token.
      await writeSession({
        token: answer.token,
        refreshToken: answer.refreshToken ?? row.refreshToken,
        rights: row.rights,
        mailboxRights: row.mailboxRights,
        ownerId,
        savedAt: deps.now(),
      });
      return { kind: 'fresh', token: answer.token, ownerId };
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        const reason = endReasonOf(error.code);
        await endStoredSession(reason);
        return { kind: 'ended', reason };
      }
      // No answer, or not one about the session: the server may have rotated the token and
      // the answer got lost; it accepts the old one again for a while (REUSE_GRACE_SECONDS).
      return { kind: 'kept', token, ownerId };
    }
  });
  return outcome ?? { kind: 'none' };
}
