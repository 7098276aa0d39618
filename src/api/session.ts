import * as v from 'valibot';
import { request, requestNoContent } from './client';
import {
  rightsSchema,
  statusSchema,
  tokenResponseSchema,
  type Credentials,
  type TokenResponse,
} from './schemas/session';

/** Login: an access token and a refresh token. */
export const requestToken = (credentials: Credentials): Promise<TokenResponse> =>
  request(tokenResponseSchema, '/auth/token', { method: 'POST', body: credentials });

/** SPEC §7's refresh with a live access token (sessions stored before refresh tokens). */
export async function refreshToken(token: string): Promise<string> {
  return (await request(tokenResponseSchema, '/auth/refresh', { token })).token;
}

/** Trades the refresh token for a new pair; the one sent is spent, whatever the answer. */
export const rotateRefreshToken = (refreshToken: string): Promise<TokenResponse> =>
  request(tokenResponseSchema, '/auth/refresh', {
    method: 'POST',
    body: { refreshToken },
    timeoutMs: 15_000,
  });

/** Logout ends the session on the server too (its refresh-token family). */
export const revokeRefreshToken = (refreshToken: string) =>
  requestNoContent('/auth/logout', { method: 'POST', body: { refreshToken }, timeoutMs: 5_000 });

export const fetchUserRights = (token: string) => request(rightsSchema, '/userRights', { token });

export const fetchMailboxUserRights = (token: string) =>
  request(rightsSchema, '/mailboxUserRights', { token });

export const fetchStatus = () => request(statusSchema, '/status');

export const requestPasswordReset = (login: string) =>
  requestNoContent('/forgottenPassword', { method: 'POST', body: { login } });

export const renewPassword = (token: string, password: string) =>
  requestNoContent(`/forgottenPassword/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { password },
  });

export const unsubscribe = (token: string) =>
  requestNoContent('/emailMessages/unsubscribe', { method: 'POST', body: { token } });

/** The build's own version file, served beside index.html. */
export const fetchAppVersion = async (): Promise<{ version: string; builtAt: string } | null> => {
  try {
    const res = await fetch('/version.json', { cache: 'no-store' });
    if (!res.ok) return null;
    const parsed = v.safeParse(
      v.object({ version: v.string(), builtAt: v.string() }),
      await res.json(),
    );
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
};
