import { Hono } from 'hono';
import { liveLocationInputSchema, type LiveLocationShare } from '../../src/api/schemas/crewPhotos';
import { sql } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { parseBody } from '../http/errors';
import { offsetOf, parseQuery } from '../http/query';
import { personIdOf } from '../http/policy';
import { idempotentWrite } from '../http/writes';
import { requireCrewChief, requirePlanningReader } from './crewAccess';

const COLUMNS = sql`id, version, crew_id AS "crewId", person_id AS "personId", latitude,
  longitude, accuracy,
  to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "recordedAt"`;

/**
 * The crew chief's opt-in live location (SPEC §7 GET/POST /projectCrews/{id}/liveLocations):
 * the chief sends points while sharing; planners and the project's clients read them (newest
 * first).
 */
export function liveLocationRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  app.get('/projectCrews/:id/liveLocations', async (c) => {
    const crew = await requirePlanningReader(db, c.get('payload'), c.req.param('id'));
    const q = parseQuery(c.req.query());
    const [items, count] = await Promise.all([
      db.rows<LiveLocationShare>(sql`SELECT ${COLUMNS} FROM live_locations
        WHERE crew_id = ${crew.id} ORDER BY recorded_at DESC, id DESC
        LIMIT ${q.limit} OFFSET ${offsetOf(q)}`),
      db.one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM live_locations WHERE crew_id = ${crew.id}`,
      ),
    ]);
    return c.json({ items, total: count?.n ?? 0 });
  });

  app.post('/projectCrews/:id/liveLocations', async (c) => {
    const payload = c.get('payload');
    const crew = await requireCrewChief(db, payload, c.req.param('id'));
    const me = personIdOf(payload);
    const input = parseBody(liveLocationInputSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const row = await tx.one<LiveLocationShare>(sql`INSERT INTO live_locations
        (crew_id, person_id, latitude, longitude, accuracy, recorded_at)
        VALUES (${crew.id}, ${me}, ${input.latitude}, ${input.longitude}, ${input.accuracy},
          ${input.recordedAt})
        RETURNING ${COLUMNS}`);
      return { status: 201, body: row };
    });
  });

  return app;
}
