import { Hono } from 'hono';
import * as v from 'valibot';
import { vacationRequestInputSchema, type VacationRequest } from '../../src/api/schemas/calendar';
import { sql, type Db } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { allow, personIdOf } from '../http/policy';
import { parseQuery, offsetOf } from '../http/query';
import { apiError, parseBody } from '../http/errors';
import { idempotentWrite, unchanged } from '../http/writes';
import { checkNotedVersion, noteChange } from '../http/rowChanges';
import { idParam } from '../../src/api/schemas/common';
import { collisionsFor } from './availability';

/** The written request with what it collides with (availability.ts says why not refused). */
async function withCollisions(tx: Db, deps: Deps, row: VacationRequest) {
  const collisions = await collisionsFor(
    tx,
    row.personId,
    { kind: 'vacation', ...row },
    deps.today(),
  );
  return { ...row, collisions };
}

const COLUMNS = sql`id, version, person_id AS "personId",
  to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate",
  first_day_half AS "firstDayHalf", last_day_half AS "lastDayHalf", reason, status, answer`;

async function own(db: Db, me: number, rawId: string): Promise<VacationRequest> {
  const id = v.safeParse(idParam, rawId);
  const row = id.success
    ? await db.one<VacationRequest>(
        sql`SELECT ${COLUMNS} FROM vacation_requests WHERE id = ${id.output} AND person_id = ${me}`,
      )
    : null;
  if (!row) throw apiError(404, 'not_found', 'Vacation request not found');
  return row;
}

/** Vacation requests of the personal calendar (SPEC §7 /vacationRequests; PUT added for edits). */
export function vacationRequestRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const crew = allow({ types: ['crew'], right: ['projects'] });

  app.get('/vacationRequests', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    const q = parseQuery(c.req.query());
    const [items, count] = await Promise.all([
      db.rows<VacationRequest>(sql`SELECT ${COLUMNS} FROM vacation_requests WHERE person_id = ${me}
        ORDER BY start_date, id LIMIT ${q.limit} OFFSET ${offsetOf(q)}`),
      db.one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM vacation_requests WHERE person_id = ${me}`,
      ),
    ]);
    return c.json({ items, total: count?.n ?? 0 });
  });

  app.post('/vacationRequests', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    const input = parseBody(vacationRequestInputSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const row = await tx.one<VacationRequest>(sql`INSERT INTO vacation_requests
          (person_id, start_date, end_date, first_day_half, last_day_half, reason)
        VALUES (${me}, ${input.startDate}, ${input.endDate}, ${input.firstDayHalf ?? null},
          ${input.lastDayHalf ?? null}, ${input.reason})
        RETURNING ${COLUMNS}`);
      if (row) await noteChange(tx, c, 'vacation_requests', row.id);
      return { status: 201, body: row && (await withCollisions(tx, deps, row)) };
    });
  });

  // A changed request needs a new answer: an approved or declined one is requested again.
  app.put('/vacationRequests/:id', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    const input = parseBody(vacationRequestInputSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const current = await own(tx, me, c.req.param('id'));
      await checkNotedVersion(c, tx, 'vacation_requests', current);
      // The same values again are no change: the answer given stays.
      if (unchanged(current, input)) {
        return { status: 200, body: await withCollisions(tx, deps, current) };
      }
      const row = await tx.one<VacationRequest>(sql`UPDATE vacation_requests SET
          start_date = ${input.startDate}, end_date = ${input.endDate},
          first_day_half = ${input.firstDayHalf ?? null}, last_day_half = ${input.lastDayHalf ?? null},
          reason = ${input.reason}, status = 'requested', answer = NULL, version = version + 1
        WHERE id = ${current.id} RETURNING ${COLUMNS}`);
      await noteChange(tx, c, 'vacation_requests', current.id);
      return { status: 200, body: row && (await withCollisions(tx, deps, row)) };
    });
  });

  app.delete('/vacationRequests/:id', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    return idempotentWrite(c, deps, null, async (tx) => {
      const current = await own(tx, me, c.req.param('id'));
      await checkNotedVersion(c, tx, 'vacation_requests', current);
      await tx.run(sql`DELETE FROM vacation_requests WHERE id = ${current.id}`);
      return { status: 204, body: null };
    });
  });

  return app;
}
