import { z } from 'zod';
import { request, requestNoContent } from './client';
import {
  rightsSchema,
  statusSchema,
  tokenResponseSchema,
  type Credentials,
} from './schemas/session';

export async function requestToken(credentials: Credentials): Promise<string> {
  const answer = await request(tokenResponseSchema, '/auth/token', {
    method: 'POST',
    body: credentials,
  });
  return answer.token;
}

export async function refreshToken(token: string): Promise<string> {
  return (await request(tokenResponseSchema, '/auth/refresh', { token })).token;
}

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
    const parsed = z
      .object({ version: z.string(), builtAt: z.string() })
      .safeParse(await res.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
