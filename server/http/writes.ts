import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { sql, type Db } from '../db/connect';
import { sqlStateOf } from '../db/sqlState';
import type { AppEnv, Deps } from './context';
import { apiError } from './errors';

export type WriteResult = { status: ContentfulStatusCode | 204; body: unknown; version?: number };

type StoredAnswer = { request_hash: string; status: number; body: unknown };

/** `If-Match: "3"` → 3; absent → null. */
export function ifMatchOf(c: Context<AppEnv>): number | null {
  const raw = c.req.header('If-Match');
  if (!raw) return null;
  const n = Number(raw.replace(/^W\//, '').replace(/"/g, ''));
  if (!Number.isInteger(n))
    throw apiError(400, 'invalid_if_match', 'If-Match must be an entity version');
  return n;
}

/**
 * A stale If-Match is answered 412 with the server's current entity. A PUT replaces the whole
 * entity, so one without If-Match would overwrite blindly whatever changed meanwhile: it is
 * refused (428) here, once for every PUT route, which all check the version through this.
 */
export function checkVersion(c: Context<AppEnv>, current: { version: number }): void {
  const expected = ifMatchOf(c);
  if (expected === null && c.req.method === 'PUT') {
    throw apiError(
      428,
      'precondition_required',
      'Send If-Match with the version you changed (for example If-Match: "3"), so a newer change is not overwritten',
    );
  }
  if (expected !== null && expected !== current.version) {
    throw apiError(412, 'version_conflict', 'This was changed by someone else in the meantime', {
      current,
    });
  }
}

/**
 * True when an update would store what is already stored (absent and null count as equal):
 * such an update answers the current entity and keeps its version, so an app re-sending the
 * same values does not make every other device see a change (and a conflict) that is none.
 */
export function unchanged(current: object, fields: Record<string, unknown>): boolean {
  const stored = current as Record<string, unknown>;
  return Object.entries(fields).every(([k, v]) => (stored[k] ?? null) === (v ?? null));
}

/** Whose key it is: the person, or for guests the number they logged in with. */
function subjectOf(c: Context<AppEnv>): string {
  const { type, loginData } = c.get('payload');
  if (loginData.personId !== null) return `person:${loginData.personId}`;
  return `${type}:${loginData.projectNumber ?? loginData.plusCrewNumber ?? ''}`;
}

function respond(
  c: Context<AppEnv>,
  answer: { status: number; body: unknown },
  version?: number,
): Response {
  const headers: Record<string, string> = {};
  if (version !== undefined) headers.ETag = `"${version}"`;
  if (answer.status === 204) return c.body(null, 204, headers);
  return c.json(answer.body as object, answer.status as ContentfulStatusCode, headers);
}

/**
 * Every write goes through here: the idempotency key, its answer and the write log are stored
 * in the SAME transaction as the change, so a repeated key answers the first response and
 * applies nothing (DESIGN.md "nothing applied twice"). Test faults may drop the connection
 * after the commit, as a phone losing signal mid-answer would see it.
 */
export async function idempotentWrite(
  c: Context<AppEnv>,
  deps: Deps,
  body: unknown,
  handler: (tx: Db) => Promise<WriteResult>,
): Promise<Response> {
  const key = c.req.header('Idempotency-Key') ?? null;
  if (key !== null && (key.length < 8 || key.length > 200)) {
    throw apiError(400, 'invalid_idempotency_key', 'Idempotency-Key must be 8 to 200 characters');
  }
  const hash = createHash('sha256')
    .update(`${c.req.method} ${c.req.path} ${JSON.stringify(body ?? null)}`)
    .digest('hex');
  const personId = c.get('payload').loginData.personId;
  // A key is only ever one sender's for one route (issue 11): another person, or another
  // route, replaying it gets their own request processed, never this answer.
  const subject = subjectOf(c);
  const route = `${c.req.method} ${c.req.path}`;

  const run = () =>
    deps.db.tx(async (tx) => {
      if (key) {
        const seen = await tx.one<StoredAnswer>(
          sql`SELECT request_hash, status, body FROM idempotency_keys
            WHERE subject = ${subject} AND route = ${route} AND key = ${key}`,
        );
        if (seen) {
          if (seen.request_hash !== hash) {
            throw apiError(
              422,
              'idempotency_key_reused',
              'This Idempotency-Key was used for another request',
            );
          }
          return { replayed: true, status: seen.status, body: seen.body, version: undefined };
        }
      }
      const result = await handler(tx);
      const logged = sql`INSERT INTO writes (method, path, person_id, idempotency_key, status)
        VALUES (${c.req.method}, ${c.req.path}, ${personId}, ${key}, ${result.status})`;
      // The key with its answer and the write log in one statement (a data-modifying WITH
      // runs once, read or not), as each statement costs a write on PGlite more than its
      // work. A concurrent winner's key still fails it with 23505, rolling back all of it.
      await tx.run(
        key
          ? sql`WITH stored AS (INSERT INTO idempotency_keys
                (subject, route, key, request_hash, status, body)
              VALUES (${subject}, ${route}, ${key}, ${hash}, ${result.status},
                ${JSON.stringify(result.body ?? null)}::jsonb))
            ${logged}`
          : logged,
      );
      return { replayed: false, ...result };
    });

  let outcome: Awaited<ReturnType<typeof run>>;
  try {
    outcome = await run();
  } catch (error) {
    // Two requests with one key at the same moment: the loser answers what the winner stored.
    // The unique violation comes wrapped (drizzle), so its SQLSTATE is looked for down `cause`.
    if (sqlStateOf(error) === '23505' && key) outcome = await run();
    else throw error;
  }

  if (!outcome.replayed && deps.testApi && Math.random() < deps.faults.dropAfterCommitRate) {
    c.env?.incoming?.socket.destroy();
  }
  const version = outcome.version ?? (outcome.body as { version?: unknown } | null)?.version;
  return respond(c, outcome, typeof version === 'number' ? version : undefined);
}
