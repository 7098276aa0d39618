import { Hono } from 'hono';
import * as v from 'valibot';
import type { ProjectVacancy, TemporaryPerson } from '../../src/api/schemas/projectVacancies';
import { idParam } from '../../src/api/schemas/common';
import { sql, type Db } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { allow } from '../http/policy';
import { apiError } from '../http/errors';
import { idempotentWrite } from '../http/writes';
import { checkNotedVersion } from '../http/rowChanges';

const iso = (d: Date) => d.toISOString().slice(0, 10);

const COLUMNS = sql`ci.id, ci.version, p.number AS "projectNumber", p.name AS "projectName",
  pc.name AS "crewName", ci.function_name AS "functionName",
  to_char(ci.start_date, 'YYYY-MM-DD') AS "startDate", to_char(ci.end_date, 'YYYY-MM-DD') AS "endDate",
  ci.start_time AS "startTime", ci.end_time AS "endTime", l.name AS "locationName",
  to_char(ci.offered_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "offeredAt",
  coalesce((SELECT jsonb_agg(jsonb_build_object('personId', a.id, 'name', a.name) ORDER BY a.name, a.id)
    FROM vacancy_applications va JOIN persons a ON a.id = va.person_id
    WHERE va.crew_item_id = ci.id), '[]') AS applicants`;

const FROM = sql`FROM crew_items ci
  JOIN project_crews pc ON pc.id = ci.crew_id
  JOIN projects p ON p.id = pc.project_id
  LEFT JOIN locations l ON l.id = pc.location_id`;

/** Open, as the crew side's vacancies say it (vacancies.ts): nobody holds it, not started. */
const OPEN = (today: string) =>
  sql`ci.person_id IS NULL AND ci.status = 'vacant' AND ci.start_date >= ${today}`;

/** SPEC §9 caps lists at 1000; the planner's open items are far fewer in practice. */
const LIMIT = 1000;

async function vacancyById(db: Db, id: number): Promise<ProjectVacancy | null> {
  return db.one<ProjectVacancy>(sql`SELECT ${COLUMNS} ${FROM} WHERE ci.id = ${id}`);
}

/**
 * /projects-vacancy for planners (SPEC §2: temporary-persons read and mobile project vacancies
 * read): the open crew items with who applied, and offering one to crew.
 */
export function projectVacancyRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const rights = [
    allow({ right: ['mobileProjectVacancies'] }),
    allow({ right: ['temporaryPersons'] }),
  ] as const;

  app.get('/projectVacancies', ...rights, async (c) => {
    const items = await db.rows<ProjectVacancy>(sql`SELECT ${COLUMNS} ${FROM}
      WHERE ${OPEN(iso(deps.today()))} AND p.internal_kind IS NULL
      ORDER BY ci.start_date, ci.start_time, ci.id LIMIT ${LIMIT}`);
    return c.json({ items, total: items.length });
  });

  app.get('/temporaryPersons', ...rights, async (c) => {
    const items = await db.rows<TemporaryPerson>(sql`SELECT id, version, name, phone, email
      FROM persons WHERE temporary ORDER BY name, id LIMIT ${LIMIT}`);
    return c.json({ items, total: items.length });
  });

  // Offering publishes the item to crew as wanted now; offering it again keeps the first time.
  app.post('/projectCrewItems/:id{[0-9]+}/offerVacancy', ...rights, async (c) =>
    idempotentWrite(c, deps, null, async (tx) => {
      const id = v.safeParse(idParam, c.req.param('id'));
      const item = id.success ? await vacancyById(tx, id.output) : null;
      if (!item) throw apiError(404, 'not_found', 'Crew item not found');
      await checkNotedVersion(c, tx, 'crew_items', item);
      const open = await tx.one<{ ok: boolean }>(
        sql`SELECT true AS ok FROM crew_items ci WHERE ci.id = ${item.id} AND ${OPEN(iso(deps.today()))}`,
      );
      if (!open) {
        throw apiError(409, 'vacancy_closed', 'This crew item is no longer open', {
          current: item,
        });
      }
      // The version stays: an offer changes nothing a crew member's copy of the item holds,
      // so their queued apply must not meet a conflict because of it.
      if (item.offeredAt === null) {
        await tx.run(sql`UPDATE crew_items SET offered_at = now() WHERE id = ${item.id}`);
      }
      return { status: 200, body: await vacancyById(tx, item.id) };
    }),
  );

  return app;
}
