import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { SignJWT, jwtVerify } from 'jose';
import * as v from 'valibot';
import { sql, type Db } from '../db/connect';
import {
  tokenPayloadSchema,
  type LoginData,
  type TokenPayload,
  type TokenType,
} from '../../src/api/schemas/session';

/**
 * A verified token, the person's session version it was issued under (0 for guests) and the
 * refresh family it belongs to (null for tokens issued before families existed).
 */
export type VerifiedToken = TokenPayload & { sessionVersion: number; familyId: string | null };

/**
 * The token clock, changed only by the test API (routes/testApi.ts) and reset with the data:
 * an e2e test cannot wait 15 minutes for an access token to expire, so it moves this clock.
 */
export type TokenTestClock = { offsetSeconds: number; accessTokenSeconds: number | null };

export type TokenService = {
  /**
   * sessionVersion: persons.session_version at login; a reset bumps it and ends the token.
   * familyId: the refresh-token family (refreshTokens.ts); ending the family ends the token.
   */
  issue(
    type: TokenType,
    loginData: LoginData,
    sessionVersion?: number,
    familyId?: string | null,
  ): Promise<string>;
  verify(token: string): Promise<VerifiedToken | null>;
  /** Milliseconds on the token clock: the real one, unless the test API moved it. */
  now(): number;
  /** How long a refresh token lives unused (sliding: every use starts it again). */
  refreshTokenDays: number;
  testClock: TokenTestClock;
};

export const DEFAULT_ACCESS_TOKEN_SECONDS = 900;
export const DEFAULT_REFRESH_TOKEN_DAYS = 30;
export const NO_TEST_CLOCK: TokenTestClock = { offsetSeconds: 0, accessTokenSeconds: null };

const JWT_SECRET = 'jwt';

/**
 * The signing secret: CREWHUB_JWT_SECRET when set, else made once and kept in the database
 * (table server_secrets, never reseeded), so tokens survive a restart and every process on one
 * PostgreSQL database signs with the same key. `legacyFile` is the `jwt-secret` file that
 * PGlite installs kept beside their database before: when the database has no key yet, that
 * file's key is adopted so an upgrade does not end open sessions. The file is only read.
 */
export async function loadSecret(
  db: Db,
  options: { legacyFile?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<Uint8Array> {
  const fromEnv = (options.env ?? process.env).CREWHUB_JWT_SECRET;
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const legacy =
    options.legacyFile && existsSync(options.legacyFile)
      ? readFileSync(options.legacyFile, 'utf8').trim()
      : '';
  const candidate = legacy || randomBytes(32).toString('hex');
  // Two processes starting at once: the second insert is ignored and both read the winner.
  await db.run(sql`INSERT INTO server_secrets (name, value) VALUES (${JWT_SECRET}, ${candidate})
    ON CONFLICT (name) DO NOTHING`);
  const stored = await db.one<{ value: string }>(
    sql`SELECT value FROM server_secrets WHERE name = ${JWT_SECRET}`,
  );
  return new TextEncoder().encode(stored?.value ?? candidate);
}

export function tokenService(
  secret: Uint8Array,
  ttlSeconds: number,
  refreshTokenDays = DEFAULT_REFRESH_TOKEN_DAYS,
): TokenService {
  const testClock: TokenTestClock = { ...NO_TEST_CLOCK };
  const now = () => Date.now() + testClock.offsetSeconds * 1000;
  return {
    issue: (type, loginData, sessionVersion = 0, familyId = null) => {
      const seconds = Math.floor(now() / 1000);
      return new SignJWT({
        type,
        loginData,
        sv: sessionVersion,
        ...(familyId ? { fid: familyId } : {}),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(seconds)
        .setExpirationTime(seconds + (testClock.accessTokenSeconds ?? ttlSeconds))
        .sign(secret);
    },
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        const parsed = v.safeParse(tokenPayloadSchema, payload);
        if (!parsed.success) return null;
        const sv = typeof payload.sv === 'number' ? payload.sv : 0;
        const familyId = typeof payload.fid === 'string' ? payload.fid : null;
        return { ...parsed.output, sessionVersion: sv, familyId };
      } catch {
        return null;
      }
    },
    now,
    refreshTokenDays,
    testClock,
  };
}
