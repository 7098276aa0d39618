import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
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

/** The signing secret: from the environment, else made once and kept beside the database. */
export function loadSecret(dataDir: string | undefined): Uint8Array {
  const fromEnv = process.env.CREWHUB_JWT_SECRET;
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  if (!dataDir || dataDir.startsWith('memory://')) return randomBytes(32);
  const file = join(dataDir, '..', 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(join(dataDir, '..'), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
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
