import { Hono } from 'hono';
import * as v from 'valibot';
import {
  crewItemChangesSeenSchema,
  type CrewItemChange,
} from '../../src/api/schemas/crewItemChanges';
import { INT4_MAX, queryInt } from '../../src/api/schemas/common';
import { sql, type Db } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { apiError, parseBody } from '../http/errors';
import { allow, personIdOf } from '../http/policy';
import { loginTypesOf } from '../rights';
import type { TokenPayload } from '../../src/api/schemas/session';

/** The most unseen changes one answer carries (the newest); older ones are long stale. */
const MAX_CHANGES = 500;

const sinceSchema = v.object({
  since: v.optional(queryInt(0, INT4_MAX)),
});

/** Planners see every project's crew items; clients only their own company's projects. */
function projectScope(payload: TokenPayload, me: number) {
  return loginTypesOf(payload).includes('planner')
    ? sql`true`
    : sql`p.company_id = (SELECT company_id FROM persons WHERE id = ${me})`;
}

const ITEM_PROJECT = sql`crew_items ci JOIN project_crews pc ON pc.id = ci.crew_id
  JOIN projects p ON p.id = pc.project_id`;

async function unseenChanges(db: Db, payload: TokenPayload, since: number) {
  const me = personIdOf(payload);
  const rows = await db.rows<CrewItemChange>(sql`SELECT ch.id, 1 AS version,
      ch.crew_item_id AS "crewItemId", p.number AS "projectNumber",
      ci.function_name AS "functionName", ch.changed_by AS "changedById",
      pe.name AS "changedByName",
      to_char(ch.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "at",
      ch.field, ch.old_value AS "old", ch.new_value AS "new"
    FROM crew_item_changes ch JOIN ${ITEM_PROJECT} ON ci.id = ch.crew_item_id
      LEFT JOIN persons pe ON pe.id = ch.changed_by
      LEFT JOIN crew_item_change_seen s ON s.crew_item_id = ch.crew_item_id AND s.person_id = ${me}
    WHERE ch.id > ${since} AND ch.id > coalesce(s.seen_up_to, 0)
      AND ch.changed_by IS DISTINCT FROM ${me} AND ${projectScope(payload, me)}
    ORDER BY ch.id DESC LIMIT ${MAX_CHANGES}`);
  return rows.reverse();
}

/**
 * "Has changed" (issue 14), for planners and clients with the projects right:
 * - GET /crewItemChanges[?since=id] → {items, cursor}: the changes of crew items made by
 *   others that the signed-in person has not seen (newer than `since` when given; the app's
 *   live view asks every few seconds with its cursor, so the answer is usually empty).
 * - POST /crewItemChanges/seen {crewItemIds, upTo} → {seen}: the person has seen every change
 *   of those items up to change `upTo`. For that person only; a resend changes nothing (the
 *   mark only moves forward), so no Idempotency-Key is needed.
 */
export function crewItemChangeRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const reader = allow({ types: ['client', 'planner'], right: ['projects'] });

  app.get('/crewItemChanges', reader, async (c) => {
    const q = v.safeParse(sinceSchema, c.req.query());
    if (!q.success) {
      throw apiError(400, 'invalid_query', 'The query has invalid fields', {
        fields: { since: 'a change id (a whole number of 0 or more)' },
      });
    }
    const [items, top] = await Promise.all([
      unseenChanges(deps.db, c.get('payload'), q.output.since ?? 0),
      deps.db.one<{ id: number }>(
        sql`SELECT coalesce(max(id), 0)::int AS id FROM crew_item_changes`,
      ),
    ]);
    return c.json({ items, cursor: top?.id ?? 0 });
  });

  app.post('/crewItemChanges/seen', reader, async (c) => {
    const payload = c.get('payload');
    const me = personIdOf(payload);
    const input = parseBody(crewItemChangesSeenSchema, await c.req.json().catch(() => null));
    const ids = sql.join(
      input.crewItemIds.map((id) => sql`${id}`),
      sql`, `,
    );
    // Items out of the person's scope are left out silently: nothing about them is told.
    const rows = await deps.db.rows<{ id: number }>(sql`INSERT INTO crew_item_change_seen
        (person_id, crew_item_id, seen_up_to)
      SELECT ${me}, ci.id, ${input.upTo} FROM ${ITEM_PROJECT}
      WHERE ci.id IN (${ids}) AND ${projectScope(payload, me)}
      ON CONFLICT (person_id, crew_item_id) DO UPDATE
        SET seen_up_to = GREATEST(crew_item_change_seen.seen_up_to, EXCLUDED.seen_up_to)
      RETURNING crew_item_id AS id`);
    return c.json({ seen: rows.length });
  });

  return app;
}
