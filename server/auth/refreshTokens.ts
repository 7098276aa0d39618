import { createHash, randomBytes, randomUUID } from 'node:crypto';
import * as v from 'valibot';
import {
  loginDataSchema,
  TOKEN_TYPES,
  type LoginData,
  type SessionEndCode,
  type TokenType,
} from '../../src/api/schemas/session';
import { sql, type Db } from '../db/connect';
import { apiError } from '../http/errors';
import type { TokenService } from './tokens';

/**
 * A token given up within this time after it was used may be used once more, if the token it
 * was replaced with was never used: the answer with the new token was lost (a phone losing its
 * signal mid-refresh, a tab closed before it stored the answer). Without this, a lost answer
 * would read as theft and end the session. Five minutes: the app's next scheduled refresh
 * (SPEC §9) falls inside it. Past it, or once the new token was used, a second use is a reuse
 * and ends the family; a thief who gets in first loses the family at the owner's next refresh.
 */
export const REUSE_GRACE_SECONDS = 300;

export type FamilyStart = {
  type: TokenType;
  loginData: LoginData;
  sessionVersion: number;
};

export type Rotated = FamilyStart & { familyId: string; refreshToken: string };

/** Why a family ended, as stored in session_families.revoked_reason. */
export type RevokeReason = 'logout' | 'reused' | 'password_changed';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const iso = (ms: number) => new Date(ms).toISOString();

const ENDED: Record<RevokeReason | 'expired' | 'unknown', [SessionEndCode, string]> = {
  logout: ['session_logged_out', 'Log in again: this session was logged out'],
  reused: [
    'session_reused',
    'Log in again: this session was used from two places, so it was ended for safety',
  ],
  password_changed: ['session_password_changed', 'Log in again: the password was changed'],
  expired: ['session_expired', 'Log in again: the session was not used for too long'],
  unknown: ['session_unknown', 'Log in again: this session is not known'],
};

const ended = (why: keyof typeof ENDED) => apiError(401, ENDED[why][0], ENDED[why][1]);

function revokedReason(value: string | null): RevokeReason {
  return value === 'logout' || value === 'password_changed' ? value : 'reused';
}

async function newToken(db: Db, tokens: TokenService, familyId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = tokens.now();
  const expires = now + tokens.refreshTokenDays * 86_400_000;
  await db.run(sql`INSERT INTO refresh_tokens (token_hash, family_id, created_at, expires_at)
    VALUES (${hashOf(token)}, ${familyId}, ${iso(now)}::timestamptz, ${iso(expires)}::timestamptz)`);
  return token;
}

/**
 * Rows of tokens past their life, and families left with none. Used tokens are kept until
 * then: a used one presented again must be recognised as a reuse, not as unknown.
 */
async function sweep(db: Db, now: number): Promise<void> {
  await db.run(sql`DELETE FROM refresh_tokens WHERE expires_at < ${iso(now)}::timestamptz`);
  await db.run(sql`DELETE FROM session_families f
    WHERE NOT EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.family_id = f.id)`);
}

/** A login starts a family with its first refresh token, and sweeps expired ones. */
export async function startFamily(
  db: Db,
  tokens: TokenService,
  start: FamilyStart,
): Promise<{ familyId: string; refreshToken: string }> {
  const familyId = randomUUID();
  return db.tx(async (tx) => {
    await sweep(tx, tokens.now());
    await tx.run(sql`INSERT INTO session_families
        (id, person_id, token_type, login_data, session_version, created_at)
      VALUES (${familyId}, ${start.loginData.personId}, ${start.type},
        ${JSON.stringify(start.loginData)}::jsonb, ${start.sessionVersion},
        ${iso(tokens.now())}::timestamptz)`);
    return { familyId, refreshToken: await newToken(tx, tokens, familyId) };
  });
}

type TokenRow = {
  family_id: string;
  expires_at: string | Date;
  rotated_at: string | Date | null;
  successor_unused: boolean;
  person_id: number | null;
  token_type: string;
  login_data: unknown;
  session_version: number;
  revoked_at: string | Date | null;
  revoked_reason: string | null;
  current_version: number | null;
};

const ms = (value: string | Date) => new Date(value).getTime();

export async function revokeFamily(db: Db, familyId: string, reason: RevokeReason) {
  await db.run(sql`UPDATE session_families SET revoked_at = now(), revoked_reason = ${reason}
    WHERE id = ${familyId} AND revoked_at IS NULL`);
}

/** A new password ends every family of the person (beside session_version, policy.ts). */
export async function revokePersonFamilies(db: Db, personId: number, reason: RevokeReason) {
  await db.run(sql`UPDATE session_families SET revoked_at = now(), revoked_reason = ${reason}
    WHERE person_id = ${personId} AND revoked_at IS NULL`);
}

/**
 * Exchanges a refresh token for a new one of the same family (sliding: the new one lives the
 * full time again). Throws a 401 whose code says why the session ended, so the app can say it.
 * The row is locked, so two requests with one token are decided one after the other.
 */
export async function rotate(db: Db, tokens: TokenService, presented: string): Promise<Rotated> {
  const outcome = await db.tx(async (tx) => {
    const row = await tx.one<TokenRow>(sql`SELECT t.family_id, t.expires_at, t.rotated_at,
        EXISTS (SELECT 1 FROM refresh_tokens s
          WHERE s.token_hash = t.replaced_by AND s.rotated_at IS NULL) AS successor_unused,
        f.person_id, f.token_type, f.login_data, f.session_version, f.revoked_at,
        f.revoked_reason, p.session_version AS current_version
      FROM refresh_tokens t
      JOIN session_families f ON f.id = t.family_id
      LEFT JOIN persons p ON p.id = f.person_id
      WHERE t.token_hash = ${hashOf(presented)}
      FOR UPDATE OF t`);
    if (!row) return 'unknown' as const;
    if (row.revoked_at) return revokedReason(row.revoked_reason);
    if (row.person_id !== null && row.current_version !== row.session_version) {
      // The password changed by a path that did not end the family: end it now.
      await revokeFamily(tx, row.family_id, 'password_changed');
      return 'password_changed' as const;
    }
    const now = tokens.now();
    if (row.rotated_at) {
      const retry = row.successor_unused && now - ms(row.rotated_at) < REUSE_GRACE_SECONDS * 1000;
      if (!retry) {
        await revokeFamily(tx, row.family_id, 'reused');
        return 'reused' as const;
      }
      // The lost answer's token is given up: only one token of a family is ever live.
      await tx.run(sql`UPDATE refresh_tokens SET rotated_at = ${iso(now)}::timestamptz
        WHERE family_id = ${row.family_id} AND rotated_at IS NULL`);
    } else if (ms(row.expires_at) <= now) {
      return 'expired' as const;
    }
    const type = TOKEN_TYPES.find((t) => t === row.token_type);
    const loginData = v.safeParse(loginDataSchema, row.login_data);
    if (!type || !loginData.success) return 'unknown' as const;
    const refreshToken = await newToken(tx, tokens, row.family_id);
    // A retry keeps the first use's time: the grace is counted from it, not extended.
    await tx.run(sql`UPDATE refresh_tokens
      SET rotated_at = COALESCE(rotated_at, ${iso(now)}::timestamptz),
        replaced_by = ${hashOf(refreshToken)}
      WHERE token_hash = ${hashOf(presented)}`);
    const rotated: Rotated = {
      type,
      loginData: loginData.output,
      sessionVersion: row.session_version,
      familyId: row.family_id,
      refreshToken,
    };
    return rotated;
  });
  // Thrown outside the transaction: a revocation above must commit, not roll back.
  if (typeof outcome === 'string') throw ended(outcome);
  return outcome;
}

/** Logout: the family of this refresh token ends (an unknown token is no error: it is over). */
export async function revokeByToken(db: Db, presented: string): Promise<void> {
  await db.run(sql`UPDATE session_families SET revoked_at = now(), revoked_reason = 'logout'
    WHERE revoked_at IS NULL
      AND id = (SELECT family_id FROM refresh_tokens WHERE token_hash = ${hashOf(presented)})`);
}
