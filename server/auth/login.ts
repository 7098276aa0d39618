import type { Context } from 'hono';
import type { Credentials, LoginData, TokenType } from '../../src/api/schemas/session';
import { sql } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { apiError } from '../http/errors';
import { checkPassword, hashPassword, needsRehash } from './passwords';
import type { LimiterKeys } from './loginLimiter';

type PersonRow = {
  id: number;
  password_hash: string | null;
  name: string;
  language: string;
  login_types: string[];
  contact_number: string | null;
  session_version: number;
};

export type LoginResult = { type: TokenType; loginData: LoginData; sessionVersion: number };

const WRONG = () => apiError(401, 'invalid_credentials', 'Wrong login or password');

/**
 * The address the request came from: the socket's peer, or, behind a reverse proxy the operator
 * trusts (CREWHUB_TRUST_PROXY=1), the last X-Forwarded-For entry (the one that proxy added).
 */
export function clientAddress(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',').pop()?.trim();
    if (forwarded) return forwarded;
  }
  // c.env is absent when the app is called in process (tests): one shared "address".
  const env = c.env as Partial<AppEnv['Bindings']> | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'in-process';
}

export const personAccountKey = (login: string) => `person:${login.trim().toLowerCase()}`;

/** The limiter's account key: guests count per project or plus-crew number. */
const accountKey = (credentials: Credentials): string =>
  'login' in credentials
    ? personAccountKey(credentials.login)
    : 'projectNumber' in credentials
      ? `project:${credentials.projectNumber}`
      : `pluscrew:${credentials.plusCrewNumber}`;

function tooMany(seconds: number) {
  const minutes = Math.ceil(seconds / 60);
  const error = apiError(
    429,
    'too_many_attempts',
    `Too many failed logins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retryAfterSeconds: seconds },
  );
  error.res?.headers.set('Retry-After', String(seconds));
  return error;
}

async function checkPerson(deps: Deps, login: string, password: string, language?: string) {
  const person = await deps.db.one<PersonRow>(
    sql`SELECT * FROM persons WHERE lower(email) = lower(${login})`,
  );
  // An unknown login is compared with a dummy hash: the answer takes as long as for a known one.
  const ok = await checkPassword(password, person?.password_hash ?? null);
  if (!person || !ok) return null;
  if (person.password_hash && needsRehash(person.password_hash)) {
    const hash = await hashPassword(password);
    await deps.db.run(sql`UPDATE persons SET password_hash = ${hash} WHERE id = ${person.id}`);
  }
  // The language picked on the login screen becomes the person's own (issue 17), so the app
  // after login goes on in it wherever the tenant lets people choose (SPEC §9).
  if (language && language !== person.language) {
    await deps.db.run(sql`UPDATE persons SET language = ${language}, version = version + 1
      WHERE id = ${person.id}`);
    person.language = language;
  }
  const result: LoginResult = {
    type: 'other',
    loginData: {
      personId: person.id,
      contactNumber: person.contact_number,
      language: person.language,
      loginTypes: person.login_types,
      name: person.name,
    },
    sessionVersion: person.session_version,
  };
  return result;
}

async function checkGuest(
  deps: Deps,
  table: 'projects' | 'plus_crews',
  number: string,
  password: string,
  language = 'en',
) {
  const row = await deps.db.one<{ number: string; guest_password_hash: string | null }>(
    sql`SELECT number, guest_password_hash FROM ${sql.raw(table)} WHERE number = ${number}`,
  );
  if (!(await checkPassword(password, row?.guest_password_hash ?? null)) || !row) return null;
  const loginData: LoginData = {
    personId: null,
    contactNumber: null,
    // A guest has no record to keep a language on: the token carries the one picked at login.
    language,
    loginTypes: [],
    ...(table === 'projects' ? { projectNumber: row.number } : { plusCrewNumber: row.number }),
  };
  const result: LoginResult = {
    type: table === 'projects' ? 'project' : 'pluscrew',
    loginData,
    sessionVersion: 0,
  };
  return result;
}

/**
 * Checks credentials of any kind (person, project guest, plus-crew guest). Failures count per
 * account and per address; past the limit the answer is 429 with Retry-After, without looking
 * at the password (so guessing goes on no faster while blocked).
 */
export async function logIn(
  deps: Deps,
  c: Context<AppEnv>,
  credentials: Credentials,
): Promise<LoginResult> {
  const keys: LimiterKeys = {
    account: accountKey(credentials),
    address: clientAddress(c, deps.trustProxy),
  };
  const wait = deps.loginLimiter.retryAfter(keys);
  if (wait > 0) throw tooMany(wait);
  const result =
    'login' in credentials
      ? await checkPerson(deps, credentials.login, credentials.password, credentials.language)
      : 'projectNumber' in credentials
        ? await checkGuest(
            deps,
            'projects',
            credentials.projectNumber,
            credentials.password,
            credentials.language,
          )
        : await checkGuest(
            deps,
            'plus_crews',
            credentials.plusCrewNumber,
            credentials.password,
            credentials.language,
          );
  if (!result) {
    deps.loginLimiter.fail(keys);
    throw WRONG();
  }
  deps.loginLimiter.succeed(keys.account);
  return result;
}
