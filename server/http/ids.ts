import { safeParse } from 'valibot';
import { idParam } from '../../src/api/schemas/common';
import { apiError } from './errors';

/**
 * The id in a path, or null when it cannot name a row: not digits, zero, or beyond int4
 * (which PostgreSQL would refuse with 22003, once a 500).
 */
export function parseId(raw: unknown): number | null {
  const id = safeParse(idParam, raw);
  return id.success ? id.output : null;
}

/**
 * The id in a path, or 404 "not found". 404 rather than 400: `/payrolls/2147483648` and
 * `/payrolls/abc` name a resource that does not exist, exactly like `/payrolls/999999`, and
 * the same answer for all three tells a prober nothing about which ids are valid.
 */
export function idOf(raw: unknown, message = 'Not found'): number {
  const id = parseId(raw);
  if (id === null) throw apiError(404, 'not_found', message);
  return id;
}
