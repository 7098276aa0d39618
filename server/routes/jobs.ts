import { Hono } from 'hono';
import type { Job } from '../../src/api/schemas/jobs';
import { sql, type Db } from '../db/connect';
import type { AppEnv } from '../http/context';
import { allow, personIdOf } from '../http/policy';
import { parseQuery, offsetOf } from '../http/query';
import { apiError } from '../http/errors';

const JOB_COLUMNS = sql`
  ci.id, ci.version, ci.status,
  p.number AS "projectNumber", p.name AS "projectName", co.name AS company,
  pc.id AS "crewId", pc.name AS "crewName", ci.function_name AS "functionName",
  to_char(ci.start_date, 'YYYY-MM-DD') AS "startDate", to_char(ci.end_date, 'YYYY-MM-DD') AS "endDate",
  ci.start_time AS "startTime", ci.end_time AS "endTime",
  ci.crew_chief_only AS "crewChiefOnly", coalesce(pc.chief_person_id = ci.person_id, false) AS "isCrewChief",
  l.id AS "locationId", l.name AS "locationName", l.city AS city`;

const JOB_FROM = sql`
  FROM crew_items ci
  JOIN project_crews pc ON pc.id = ci.crew_id
  JOIN projects p ON p.id = pc.project_id
  JOIN companies co ON co.id = p.company_id
  LEFT JOIN locations l ON l.id = pc.location_id`;

/** Crew-chief-only jobs are seen only by the chief of that crew (SPEC §1). */
const visibleTo = (me: number) =>
  sql`ci.person_id = ${me} AND (NOT ci.crew_chief_only OR pc.chief_person_id = ${me})`;

export async function jobById(db: Db, me: number, id: number): Promise<Job | null> {
  return db.one<Job>(
    sql`SELECT ${JOB_COLUMNS} ${JOB_FROM} WHERE ci.id = ${id} AND ${visibleTo(me)}`,
  );
}

/** The crew member's jobs: their crew items (SPEC §7 /jobs, /jobs/{id}, /jobs/crewChief). */
export function jobRoutes(db: Db) {
  const app = new Hono<AppEnv>();
  const crew = allow({ types: ['crew'], right: ['projects'] });

  app.get('/jobs', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    const q = parseQuery(c.req.query());
    const from = q.dateFrom ?? '1900-01-01';
    const to = q.dateTo ?? '2999-12-31';
    const where = sql`${visibleTo(me)} AND ci.end_date >= ${from} AND ci.start_date <= ${to}`;
    const [items, count] = await Promise.all([
      db.rows<Job>(sql`SELECT ${JOB_COLUMNS} ${JOB_FROM} WHERE ${where}
        ORDER BY ci.start_date, ci.start_time, ci.id LIMIT ${q.limit} OFFSET ${offsetOf(q)}`),
      db.one<{ n: number }>(sql`SELECT count(*)::int AS n ${JOB_FROM} WHERE ${where}`),
    ]);
    return c.json({ items, total: count?.n ?? 0 });
  });

  app.get('/jobs/crewChief', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    const q = parseQuery(c.req.query());
    const items = await db.rows<Job>(sql`SELECT ${JOB_COLUMNS} ${JOB_FROM}
      WHERE ${visibleTo(me)} AND pc.chief_person_id = ${me}
      ORDER BY ci.start_date, ci.id LIMIT ${q.limit} OFFSET ${offsetOf(q)}`);
    return c.json({ items, total: items.length });
  });

  app.get('/jobs/:id{[0-9]+}', crew, async (c) => {
    const job = await jobById(db, personIdOf(c.get('payload')), Number(c.req.param('id')));
    if (!job) throw apiError(404, 'not_found', 'Job not found');
    c.header('ETag', `"${job.version}"`);
    return c.json(job);
  });

  return app;
}
