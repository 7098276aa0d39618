import { ApiError, NetworkError } from '../api/errors';
import { refreshToken } from '../api/session';
import { db } from '../db/db';
import { decodeToken } from '../session/token';

/** Refresh a token that expires within this margin before sending with it. */
const EXPIRY_MARGIN_MS = 60_000;

export type SendAuth = { token: string; ownerId: string } | null;

/**
 * The token to send with, read at send time (never stored with a request: DESIGN.md trap 2),
 * refreshed first when it is about to expire. Works in the page and the service worker.
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
  try {
    const token = await refreshToken(row.token);
    await db.session.update('current', { token, savedAt: now });
    return { token, ownerId: row.ownerId };
  } catch (error) {
    // Offline: try with the token we have; the answer (or no answer) decides what happens next.
    if (error instanceof NetworkError) return { token: row.token, ownerId: row.ownerId };
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    return { token: row.token, ownerId: row.ownerId };
  }
}
