import { decodeJwt } from 'jose';
import * as v from 'valibot';
import { tokenPayloadSchema, type TokenPayload } from '../api/schemas/session';

/** Decodes without verifying (the server verifies); anything undecodable is null (SPEC §5). */
export function decodeToken(token: string | null | undefined): TokenPayload | null {
  if (!token) return null;
  try {
    const parsed = v.safeParse(tokenPayloadSchema, decodeJwt(token));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** SPEC §5: valid only if it decodes and its expiry (seconds) lies in the future. */
export function isTokenValid(token: string | null | undefined, nowMs: number): boolean {
  const payload = decodeToken(token);
  return payload !== null && payload.exp * 1000 > nowMs;
}
