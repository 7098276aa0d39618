import type { Context, MiddlewareHandler } from 'hono';
import type { TokenPayload } from '../../src/api/schemas/session';
import { sql } from '../db/connect';
import { holds, loginTypesOf, rightsOf, type ServerLoginType } from '../rights';
import type { AppEnv, Deps } from './context';
import { apiError } from './errors';

/** Bearer token → payload and rights on the context; 401 when absent, invalid or expired. */
export function authenticate(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    const payload = token ? await deps.tokens.verify(token) : null;
    if (!payload || !(await sessionStillValid(deps, payload)))
      throw apiError(401, 'unauthorized', 'Log in again: the session is missing or has expired');
    c.set('payload', payload);
    c.set('sessionVersion', payload.sessionVersion);
    c.set('familyId', payload.familyId);
    c.set('rights', rightsOf(payload));
    await next();
  };
}

/**
 * A password reset bumps persons.session_version, which ends every token issued before it; a
 * logout or a reused refresh token ends the token's family (refreshTokens.ts) at once, not at
 * the access token's expiry. Both are primary-key reads, asked in ONE statement: every
 * authenticated request pays for it, and on PGlite each statement costs far more than these
 * reads (see tests/bench/drainServer.ts). Guests have no person and no version.
 */
async function sessionStillValid(
  deps: Deps,
  payload: {
    loginData: { personId: number | null };
    sessionVersion: number;
    familyId: string | null;
  },
): Promise<boolean> {
  const { familyId } = payload;
  const personId = payload.loginData.personId;
  if (familyId === null && personId === null) return true;
  const row = await deps.db.one<{ alive: boolean | null; v: number | null }>(sql`SELECT
      (SELECT revoked_at IS NULL FROM session_families WHERE id = ${familyId}) AS alive,
      (SELECT session_version FROM persons WHERE id = ${personId}) AS v`);
  if (familyId !== null && row?.alive !== true) return false;
  return personId === null || row?.v === payload.sessionVersion;
}

export type Rule = {
  /** Login types that may call (any of them). */
  types?: ServerLoginType[];
  /** A right that must be held: [resource, permission = READ]. */
  right?: [string, string?];
  /** Guests may call only where this says so for their own number (SPEC §5). */
  guest?: (payload: TokenPayload, c: Context<AppEnv>) => boolean;
};

/** Who may call a route, checked on the server whatever the menu shows. */
export function allow(rule: Rule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const payload = c.get('payload');
    if (payload.type !== 'other') {
      if (!rule.guest?.(payload, c)) throw apiError(403, 'forbidden', 'Guests cannot use this');
    } else {
      const types = loginTypesOf(payload);
      if (rule.types && !rule.types.some((t) => types.includes(t))) {
        throw apiError(403, 'forbidden', 'Your login type cannot use this');
      }
      if (rule.right && !holds(c.get('rights'), rule.right[0], rule.right[1])) {
        throw apiError(403, 'forbidden', 'You do not have the right to use this');
      }
    }
    await next();
  };
}

export const personIdOf = (payload: TokenPayload): number => {
  const id = payload.loginData.personId;
  if (id === null) throw apiError(403, 'forbidden', 'Only personal accounts can do this');
  return id;
};
