import {
  fetchMailboxUserRights,
  fetchUserRights,
  refreshToken,
  requestToken,
} from '../api/session';
import { ApiError } from '../api/errors';
import type { Credentials } from '../api/schemas/session';
import { clearPersonalData, readSession, writeSession } from '../db/sessionStore';
import { keepCurrentTenant } from './tenant';
import { decodeToken, isTokenValid } from './token';
import { ownerIdOf } from './owner';
import { authenticated, getSession, setSession, type Authenticated } from './sessionState';

/** SPEC §9: the token is refreshed every 300000 ms. */
export const REFRESH_INTERVAL_MS = 300_000;

/**
 * Restores the stored session at boot. An undecodable token means nobody is logged in. An
 * expired one is refreshed first; when there is no network to ask, the person keeps working
 * on the device's data (offline-first) and the refresh is tried again later.
 */
export async function restoreSession(now = Date.now()): Promise<void> {
  const row = await readSession();
  const payload = row ? decodeToken(row.token) : null;
  if (!row || !payload) {
    if (row) await clearPersonalData();
    setSession({ status: 'anonymous' });
    return;
  }
  setSession(authenticated(row.token, payload, row.rights, row.mailboxRights));
  if (!isTokenValid(row.token, now)) await refreshOnce();
}

/** SPEC §7: token, then rights and mailbox rights; all stored before the session counts. */
export async function login(credentials: Credentials): Promise<Authenticated> {
  const token = await requestToken(credentials);
  const payload = decodeToken(token);
  if (!payload) throw new ApiError(502, 'bad_token', 'The server sent a token that cannot be read');
  const [rights, mailboxRights] = await Promise.all([
    fetchUserRights(token),
    fetchMailboxUserRights(token),
  ]);
  // A different person may have used this device: start from a clean slate.
  await clearPersonalData();
  await writeSession({
    token,
    rights,
    mailboxRights,
    ownerId: ownerIdOf(payload),
    savedAt: Date.now(),
  });
  // The first login on this device creates the database: keep the tenant for offline starts.
  await keepCurrentTenant().catch(() => undefined);
  const next = authenticated(token, payload, rights, mailboxRights);
  setSession(next);
  return next;
}

/**
 * The browser's push subscription belongs to the person who made it: on a shared device the
 * next person must not get their job notices. Unsubscribed here, the push service answers the
 * server 410 and the server forgets the endpoint.
 */
async function forgetBrowserPush(): Promise<void> {
  try {
    const registration = await globalThis.navigator?.serviceWorker?.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // No worker or nothing subscribed: nothing to forget.
  }
}

/** Logout (SPEC §2, §4): clear everything but UI settings, go to / and reload. */
export async function logout(
  reload: () => void = () => window.location.assign('/'),
): Promise<void> {
  await forgetBrowserPush();
  await clearPersonalData();
  setSession({ status: 'anonymous' });
  reload();
}

/**
 * One refresh. A refused refresh (the server says the token is no good) silently clears the
 * session (SPEC §8). No answer at all (offline) keeps the session: crews work without signal.
 */
export async function refreshOnce(): Promise<void> {
  const current = getSession();
  if (current.status !== 'authenticated') return;
  try {
    const token = await refreshToken(current.token);
    const payload = decodeToken(token);
    if (!payload) throw new ApiError(401, 'bad_token', 'Unreadable token');
    await writeSession({
      token,
      rights: current.rights,
      mailboxRights: current.mailboxRights,
      ownerId: ownerIdOf(payload),
      savedAt: Date.now(),
    });
    setSession({ ...current, token, payload });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      await clearPersonalData();
      setSession({ status: 'anonymous' });
    }
  }
}

export function startTokenRefresh(): () => void {
  const timer = setInterval(() => void refreshOnce(), REFRESH_INTERVAL_MS);
  return () => clearInterval(timer);
}

export type { Credentials };
