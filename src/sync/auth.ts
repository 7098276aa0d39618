import { db } from '../db/db';
import { refreshStoredSession } from '../session/refresh';
import { decodeToken } from '../session/token';

/** Refresh a token that expires within this margin before sending with it. */
const EXPIRY_MARGIN_MS = 60_000;

export type SendAuth = { token: string; ownerId: string } | null;

/**
 * The token to send with, read at send time (never stored with a request: DESIGN.md trap 2),
 * refreshed first when it is about to expire, or when `force`d after a 401. Works in the page
 * and the service worker, through the one locked refresh (session/refresh.ts).
 * Null: nobody is logged in, or the server refused the refresh (records wait for the next login).
 */
export async function currentSendAuth(now = Date.now(), force = false): Promise<SendAuth> {
  const row = await db.session.get('current');
  if (!row) return null;
  const payload = decodeToken(row.token);
  if (!payload) return null;
  if (!force && payload.exp * 1000 - now > EXPIRY_MARGIN_MS) {
    return { token: row.token, ownerId: row.ownerId };
  }
  const outcome = await refreshStoredSession(row.token);
  // Offline or no clear answer: try with the token there is; the answer decides what is next.
  if (outcome.kind === 'fresh' || outcome.kind === 'kept') {
    return { token: outcome.token, ownerId: outcome.ownerId };
  }
  return null;
}
