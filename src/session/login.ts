import {
  fetchMailboxUserRights,
  fetchUserRights,
  requestToken,
  revokeRefreshToken,
} from '../api/session';
import { ApiError } from '../api/errors';
import type { Credentials } from '../api/schemas/session';
import { clearPersonalData, deleteSetting, readSession, writeSession } from '../db/sessionStore';
import { keepCurrentTenant } from './tenant';
import { decodeToken, isTokenValid } from './token';
import { ownerIdOf } from './owner';
import { readEndReason, SESSION_ENDED_SETTING } from './refresh';
import { refreshOnce } from './pageRefresh';
import { authenticated, setSession, type Authenticated } from './sessionState';

/** SPEC §9: the token is refreshed every 300000 ms. */
export const REFRESH_INTERVAL_MS = 300_000;

/**
 * Restores the stored session at boot. An undecodable token means nobody is logged in. An
 * expired one is refreshed first (with the refresh token, which lives for weeks); when there
 * is no network to ask, the person keeps working on the device's data (offline-first) and the
 * refresh is tried again later. When nobody is logged in, the login screen learns why the last
 * session ended, if it did.
 */
export async function restoreSession(now = Date.now()): Promise<void> {
  const row = await readSession();
  const payload = row ? decodeToken(row.token) : null;
  if (!row || !payload) {
    if (row) await clearPersonalData();
    setSession({ status: 'anonymous', ended: await readEndReason() });
    return;
  }
  setSession(authenticated(row.token, payload, row.rights, row.mailboxRights));
  if (!isTokenValid(row.token, now)) await refreshOnce();
}
/** SPEC §7: token, then rights and mailbox rights; all stored before the session counts. */
export async function login(credentials: Credentials): Promise<Authenticated> {
  const { token, refreshToken } = await requestToken(credentials);
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
    refreshToken,
    rights,
    mailboxRights,
    ownerId: ownerIdOf(payload),
    savedAt: Date.now(),
  });
  await deleteSetting(SESSION_ENDED_SETTING);
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

/**
 * Ends the session on the server, so the refresh token is worthless wherever a copy is. Best
 * effort: offline, the token is only forgotten here (and dies unused after its days).
 */
async function revokeOnServer(): Promise<void> {
  const row = await readSession().catch(() => null);
  if (!row?.refreshToken) return;
  await revokeRefreshToken(row.refreshToken).catch(() => undefined);
}

/** Logout (SPEC §2, §4): clear everything but UI settings, go to / and reload. */
export async function logout(
  reload: () => void = () => window.location.assign('/'),
): Promise<void> {
  await forgetBrowserPush();
  await revokeOnServer();
  await clearPersonalData();
  await deleteSetting(SESSION_ENDED_SETTING);
  setSession({ status: 'anonymous' });
  reload();
}

export function startTokenRefresh(): () => void {
  const timer = setInterval(() => void refreshOnce(), REFRESH_INTERVAL_MS);
  return () => clearInterval(timer);
}

export { refreshOnce };
export type { Credentials };
