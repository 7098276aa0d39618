import type { SQL } from 'drizzle-orm';
import type { Job } from '../../src/api/schemas/jobs';
import type { JobDetail } from '../../src/api/schemas/jobDetails';
import { sql, type Db } from '../db/connect';

/**
 * The person's jobs: their own crew items, plus the vacant crew items they applied for
 * (shown with status "applied"). Crew-chief-only items are seen only by the crew's chief.
 */
export const jobColumns = (me: number) => sql`
  ci.id, ci.version,
  CASE WHEN ci.person_id = ${me} THEN ci.status ELSE 'applied' END AS status,
  p.number AS "projectNumber", p.name AS "projectName", co.name AS company,
  pc.id AS "crewId", pc.name AS "crewName", ci.function_name AS "functionName",
  to_char(ci.start_date, 'YYYY-MM-DD') AS "startDate", to_char(ci.end_date, 'YYYY-MM-DD') AS "endDate",
  ci.start_time AS "startTime", ci.end_time AS "endTime",
  ci.crew_chief_only AS "crewChiefOnly",
  coalesce(ci.person_id = ${me} AND pc.chief_person_id = ${me}, false) AS "isCrewChief"`;

const JOB_LOCATION = sql`l.id AS "locationId", l.name AS "locationName", l.city AS city`;

export const JOB_FROM = sql`
  FROM crew_items ci
  JOIN project_crews pc ON pc.id = ci.crew_id
  JOIN projects p ON p.id = pc.project_id
  JOIN companies co ON co.id = p.company_id
  LEFT JOIN locations l ON l.id = pc.location_id`;

export const visibleTo = (me: number) => sql`(
  (ci.person_id = ${me} AND (NOT ci.crew_chief_only OR pc.chief_person_id = ${me}))
  OR (ci.person_id IS NULL AND ci.id IN
    (SELECT crew_item_id FROM vacancy_applications WHERE person_id = ${me})))`;

export async function jobsWhere(db: Db, me: number, where: SQL, tail: SQL = sql``) {
  return db.rows<Job>(
    sql`SELECT ${jobColumns(me)}, ${JOB_LOCATION} ${JOB_FROM} WHERE ${visibleTo(me)} AND ${where} ${tail}`,
  );
}

export async function jobById(db: Db, me: number, id: number): Promise<Job | null> {
  return (await jobsWhere(db, me, sql`ci.id = ${id}`))[0] ?? null;
}

/**
 * A crew item shaped as this person's job whether or not they still hold it: the answer to
 * withdrawing an application ("cancelled", so the app drops it from its groups).
 */
export async function crewItemAsJob(
  db: Db,
  me: number,
  id: number,
  status: Job['status'],
): Promise<Job | null> {
  return db
    .one<Job>(sql`SELECT ${jobColumns(me)}, ${JOB_LOCATION} ${JOB_FROM} WHERE ci.id = ${id}`)
    .then((row) => (row ? { ...row, status } : null));
}

/*
 * Colleagues: the people booked on the same crew on this job's days, each once. A crew keeps
 * its items of other dates (one person on nine other days of a long-running crew was listed
 * nine times); a person with several items in the window shows with their first one's function.
 */
const DETAIL_EXTRAS = (me: number) => sql`
  CASE WHEN l.id IS NULL THEN NULL
    ELSE json_build_object('id', l.id, 'name', l.name, 'address', l.address, 'city', l.city) END AS location,
  CASE WHEN ch.id IS NULL THEN NULL
    ELSE json_build_object('personId', ch.id, 'name', ch.name, 'phone', ch.phone) END AS "crewChief",
  CASE WHEN pm.id IS NULL THEN NULL
    ELSE json_build_object('personId', pm.id, 'name', pm.name, 'phone', pm.phone, 'email', pm.email) END
    AS "projectManager",
  coalesce((SELECT json_agg(json_build_object('personId', m.id, 'name', m.name,
      'functionName', m.function_name) ORDER BY m.name, m.id)
    FROM (SELECT DISTINCT ON (cp.id) cp.id, cp.name, c2.function_name
      FROM crew_items c2 JOIN persons cp ON cp.id = c2.person_id
      WHERE c2.crew_id = ci.crew_id AND c2.person_id <> ${me} AND c2.status <> 'cancelled'
        AND NOT c2.crew_chief_only
        AND c2.start_date <= ci.end_date AND c2.end_date >= ci.start_date
      ORDER BY cp.id, c2.start_date, c2.id) m), '[]'::json) AS colleagues`;

const DETAIL_FROM = sql`${JOB_FROM}
  LEFT JOIN persons ch ON ch.id = pc.chief_person_id
  LEFT JOIN persons pm ON pm.id = p.project_manager_id`;

export async function jobDetailsWhere(db: Db, me: number, where: SQL, tail: SQL = sql``) {
  return db.rows<JobDetail>(
    sql`SELECT ${jobColumns(me)}, ${DETAIL_EXTRAS(me)} ${DETAIL_FROM}
      WHERE ${visibleTo(me)} AND ${where} ${tail}`,
  );
}
