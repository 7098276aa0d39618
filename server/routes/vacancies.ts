import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { Vacancy } from '../../src/api/schemas/jobDetails';
import { sql, type Db } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { allow, personIdOf } from '../http/policy';
import { parseQuery, offsetOf } from '../http/query';
import { apiError } from '../http/errors';
import { idempotentWrite } from '../http/writes';
import { checkNotedVersion } from '../http/rowChanges';
import { crewItemAsJob, jobById } from './jobQueries';
import { idParam } from '../../src/api/schemas/common';
import { collisionsFor } from './availability';
import { withCrewItemChanges } from './crewItemChangeRecord';

const iso = (d: Date) => d.toISOString().slice(0, 10);

const VACANCY_COLUMNS = (me: number) => sql`
  ci.id, ci.version, p.number AS "projectNumber", p.name AS "projectName", co.name AS company,
  pc.id AS "crewId", pc.name AS "crewName", ci.function_name AS "functionName",
  to_char(ci.start_date, 'YYYY-MM-DD') AS "startDate", to_char(ci.end_date, 'YYYY-MM-DD') AS "endDate",
  ci.start_time AS "startTime", ci.end_time AS "endTime",
  l.id AS "locationId", l.name AS "locationName", l.city AS city,
  EXISTS (SELECT 1 FROM vacancy_applications va
    WHERE va.crew_item_id = ci.id AND va.person_id = ${me}) AS applied`;

const VACANCY_FROM = sql`
  FROM crew_items ci
  JOIN project_crews pc ON pc.id = ci.crew_id
  JOIN projects p ON p.id = pc.project_id
  JOIN companies co ON co.id = p.company_id
  LEFT JOIN locations l ON l.id = pc.location_id`;

/**
 * Open: nobody holds it yet, and it has not started. A spare position (a stand-by on top of
 * what the crew needs, issue 14) is the planner's to fill, not offered to crew.
 */
const OPEN = (today: string) =>
  sql`ci.person_id IS NULL AND ci.status = 'vacant' AND NOT ci.spare AND ci.start_date >= ${today}`;

async function vacantItem(db: Db, me: number, raw: string): Promise<Vacancy> {
  const id = v.safeParse(idParam, raw);
  const row = id.success
    ? await db.one<Vacancy>(
        sql`SELECT ${VACANCY_COLUMNS(me)} ${VACANCY_FROM} WHERE ci.id = ${id.output}`,
      )
    : null;
  if (!row) throw apiError(404, 'not_found', 'Vacancy not found');
  return row;
}

/**
 * Vacancies: open crew items a crew member may take (SPEC §7 GET /projectCrewItems/vacant,
 * /vacancies), applied for and withdrawn (applyVacancy, unapplyVacancy). Many may apply for
 * one item; the planner later picks. Both writes answer the item as the person's job, so the
 * app's jobs table (the "Applied for" group) takes the server's word.
 */
export function vacancyRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const crew = allow({ types: ['crew'], right: ['vacancies'] });

  const listHandler = async (c: Context<AppEnv>) => {
    const me = personIdOf(c.get('payload'));
    const q = parseQuery(c.req.query());
    const where = OPEN(iso(deps.today()));
    const [items, count] = await Promise.all([
      db.rows<Vacancy>(sql`SELECT ${VACANCY_COLUMNS(me)} ${VACANCY_FROM} WHERE ${where}
        ORDER BY ci.start_date, ci.start_time, ci.id LIMIT ${q.limit} OFFSET ${offsetOf(q)}`),
      db.one<{ n: number }>(sql`SELECT count(*)::int AS n ${VACANCY_FROM} WHERE ${where}`),
    ]);
    return c.json({ items, total: count?.n ?? 0 });
  };
  app.get('/projectCrewItems/vacant', crew, listHandler);
  app.get('/vacancies', crew, listHandler);

  app.post('/projectCrewItems/:id{[0-9]+}/applyVacancy', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    return idempotentWrite(c, deps, null, async (tx) => {
      const item = await vacantItem(tx, me, c.req.param('id'));
      const open = await tx.one<{ ok: boolean }>(
        sql`SELECT true AS ok FROM crew_items ci WHERE ci.id = ${item.id} AND ${OPEN(iso(deps.today()))}`,
      );
      if (!item.applied) {
        if (!open) {
          throw apiError(409, 'vacancy_closed', 'This vacancy is no longer open', {
            current: await crewItemAsJob(tx, me, item.id, 'cancelled'),
          });
        }
        await checkNotedVersion(c, tx, 'crew_items', item);
        await withCrewItemChanges(tx, c, item.id, () =>
          tx.run(sql`INSERT INTO vacancy_applications (crew_item_id, person_id)
          VALUES (${item.id}, ${me}) ON CONFLICT DO NOTHING`),
        );
      }
      // What taking it would collide with (availability.ts says why this is not refused).
      const collisions = await collisionsFor(tx, me, { kind: 'job', ...item }, deps.today());
      const job = await jobById(tx, me, item.id);
      return { status: 200, body: job && { ...job, collisions } };
    });
  });

  app.post('/projectCrewItems/:id{[0-9]+}/unapplyVacancy', crew, async (c) => {
    const me = personIdOf(c.get('payload'));
    return idempotentWrite(c, deps, null, async (tx) => {
      const item = await vacantItem(tx, me, c.req.param('id'));
      if (item.applied) {
        await checkNotedVersion(c, tx, 'crew_items', item);
        await withCrewItemChanges(tx, c, item.id, () =>
          tx.run(sql`DELETE FROM vacancy_applications
          WHERE crew_item_id = ${item.id} AND person_id = ${me}`),
        );
      }
      // Withdrawn (or never applied): the item is no longer one of the person's jobs.
      return { status: 200, body: await crewItemAsJob(tx, me, item.id, 'cancelled') };
    });
  });

  return app;
}
