import { Hono } from 'hono';
import * as v from 'valibot';
import { blockDateInputSchema, type BlockDate } from '../../src/api/schemas/calendar';
import { sql, type Db } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { allow, personIdOf } from '../http/policy';
import { parseQuery, offsetOf } from '../http/query';
import { apiError, parseBody } from '../http/errors';
import { idempotentWrite, unchanged } from '../http/writes';
import { checkNotedVersion, noteChange } from '../http/rowChanges';
import { idParam } from '../../src/api/schemas/common';
import { collisionsFor } from './availability';

/** The written blocked date with what it collides with (availability.ts says why not refused). */
async function withCollisions(tx: Db, deps: Deps, row: BlockDate) {
  const collisions = await collisionsFor(
    tx,
    row.personId,
    { kind: 'blockDate', ...row },
    deps.today(),
  );
  return { ...row, collisions };
}

const COLUMNS = sql`id, version, person_id AS "personId",
  to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate",
  reason, begin_time AS "beginTime", end_time AS "endTime"`;

async function own(db: Db, me: number, rawId: string): Promise<BlockDate> {
  const id = v.safeParse(idParam, rawId);
  const row = id.success
    ? await db.one<BlockDate>(
        sql`SELECT ${COLUMNS} FROM block_dates WHERE id = ${id.output} AND person_id = ${me}`,
      )
    : null;
  if (!row) throw apiError(404, 'not_found', 'Blocked date not found');
  return row;
}

/** Blocked dates of the personal calendar (SPEC §7 POST /blockDates, DELETE /blockDates/{id}). */
export function blockDateRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const crew = allow({ types: ['crew'], right: ['projects'] });

  app.get('/blockDates', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    const q = parseQuery(c.req.query());
    const [items, count] = await Promise.all([
      db.rows<BlockDate>(sql`SELECT ${COLUMNS} FROM block_dates WHERE person_id = ${me}
        ORDER BY start_date, id LIMIT ${q.limit} OFFSET ${offsetOf(q)}`),
      db.one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM block_dates WHERE person_id = ${me}`,
      ),
    ]);
    return c.json({ items, total: count?.n ?? 0 });
  });

  app.post('/blockDates', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    const input = parseBody(blockDateInputSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const row =
        await tx.one<BlockDate>(sql`INSERT INTO block_dates (person_id, start_date, end_date, reason, begin_time, end_time)
        VALUES (${me}, ${input.startDate}, ${input.endDate ?? null}, ${input.reason}, ${input.beginTime ?? null}, ${input.endTime ?? null})
        RETURNING ${COLUMNS}`);
      if (row) await noteChange(tx, c, 'block_dates', row.id);
      return { status: 201, body: row && (await withCollisions(tx, deps, row)) };
    });
  });

  app.put('/blockDates/:id', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    const input = parseBody(blockDateInputSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const current = await own(tx, me, c.req.param('id'));
      await checkNotedVersion(c, tx, 'block_dates', current);
      if (unchanged(current, input)) {
        return { status: 200, body: await withCollisions(tx, deps, current) };
      }
      const row =
        await tx.one<BlockDate>(sql`UPDATE block_dates SET start_date = ${input.startDate},
          end_date = ${input.endDate ?? null}, reason = ${input.reason}, begin_time = ${input.beginTime ?? null},
          end_time = ${input.endTime ?? null}, version = version + 1
        WHERE id = ${current.id} RETURNING ${COLUMNS}`);
      await noteChange(tx, c, 'block_dates', current.id);
      return { status: 200, body: row && (await withCollisions(tx, deps, row)) };
    });
  });

  app.delete('/blockDates/:id', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    return idempotentWrite(c, deps, null, async (tx) => {
      const current = await own(tx, me, c.req.param('id'));
      await checkNotedVersion(c, tx, 'block_dates', current);
      await tx.run(sql`DELETE FROM block_dates WHERE id = ${current.id}`);
      return { status: 204, body: null };
    });
  });

  return app;
}
