import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { SignJWT, jwtVerify } from 'jose';
import { sql, type Db } from '../db/connect';
import {
  tokenPayloadSchema,
  type LoginData,
  type TokenPayload,
  type TokenType,
} from '../../src/api/schemas/session';

/** A verified token and the person's session version it was issued under (0 for guests). */
export type VerifiedToken = TokenPayload & { sessionVersion: number };

export type TokenService = {
  /** sessionVersion: persons.session_version at login; a reset bumps it and ends the token. */
  issue(type: TokenType, loginData: LoginData, sessionVersion?: number): Promise<string>;
  verify(token: string): Promise<VerifiedToken | null>;
};

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

export function tokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  return {
    issue: (type, loginData, sessionVersion = 0) =>
      new SignJWT({ type, loginData, sv: sessionVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(secret),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const parsed = tokenPayloadSchema.safeParse(payload);
        if (!parsed.success) return null;
        const sv = typeof payload.sv === 'number' ? payload.sv : 0;
        return { ...parsed.data, sessionVersion: sv };
      } catch {
        return null;
      }
    },
  };
}
