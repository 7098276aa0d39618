import type { Crew, CrewMember, Location } from '../../src/api/schemas/crews';
import { sql, type Db } from '../db/connect';
import { apiError } from '../http/errors';

/**
 * The members of a crew on site: its staffed crew items within the project's dates, without
 * vacancies applied for, cancelled items, or the chief's own preparation item (crew chief only).
 */
const MEMBER_FROM = sql`FROM crew_items ci LEFT JOIN persons pe ON pe.id = ci.person_id
  JOIN project_crews mpc ON mpc.id = ci.crew_id JOIN projects mp ON mp.id = mpc.project_id
  WHERE ci.person_id IS NOT NULL AND ci.status NOT IN ('cancelled', 'applied') AND NOT ci.crew_chief_only
    AND ci.start_date <= mp.end_date AND ci.end_date >= mp.begin_date`;

const CONTACT = (name: string, phone: string, email: string) =>
  sql.raw(`CASE WHEN ${name} IS NULL THEN NULL
    ELSE json_build_object('name', ${name}, 'phone', ${phone}, 'email', ${email}) END`);

/** A crew as the job pack holds it (src/api/schemas/crews.ts `Crew`). */
export async function crewById(db: Db, id: number): Promise<Crew | null> {
  return db.one<Crew>(sql`SELECT pc.id, pc.version, pc.name,
      p.id AS "projectId", p.number AS "projectNumber", p.name AS "projectName", co.name AS company,
      coalesce((SELECT to_char(min(ci.start_date), 'YYYY-MM-DD') ${MEMBER_FROM} AND ci.crew_id = pc.id),
        to_char(p.begin_date, 'YYYY-MM-DD')) AS "startDate",
      coalesce((SELECT to_char(max(ci.end_date), 'YYYY-MM-DD') ${MEMBER_FROM} AND ci.crew_id = pc.id),
        to_char(p.end_date, 'YYYY-MM-DD')) AS "endDate",
      pc.location_id AS "locationId", pc.chief_person_id AS "chiefPersonId",
      ${CONTACT('ch.name', 'ch.phone', 'ch.email')} AS chief,
      ${CONTACT('pc.contact_on_site_name', 'pc.contact_on_site_phone', 'pc.contact_on_site_email')} AS "contactOnSite",
      coalesce((SELECT json_agg(json_build_object('id', rt.id, 'name', rt.name) ORDER BY rt.id)
        FROM crew_rating_types rt), '[]'::json) AS "ratingTypes"
    FROM project_crews pc
    JOIN projects p ON p.id = pc.project_id
    JOIN companies co ON co.id = p.company_id
    LEFT JOIN persons ch ON ch.id = pc.chief_person_id
    WHERE pc.id = ${id}`);
}

const MEMBER_COLUMNS = sql`ci.id, ci.version, ci.crew_id AS "crewId", ci.person_id AS "personId",
  ci.id::text AS "contactId", coalesce(pe.name, 'Open position') AS name, pe.phone, pe.email,
  ci.function_name AS "functionName",
  to_char(ci.start_date, 'YYYY-MM-DD') AS "startDate", to_char(ci.end_date, 'YYYY-MM-DD') AS "endDate",
  ci.start_time AS "startTime", ci.end_time AS "endTime", ci.site_status AS "siteStatus",
  coalesce((SELECT json_agg(json_build_object('ratingTypeId', r.rating_type_id, 'value', r.value)
    ORDER BY r.rating_type_id) FROM crew_item_ratings r WHERE r.crew_item_id = ci.id), '[]'::json) AS ratings`;

export async function crewMembers(db: Db, crewId: number): Promise<CrewMember[]> {
  return db.rows<CrewMember>(
    sql`SELECT ${MEMBER_COLUMNS} ${MEMBER_FROM} AND ci.crew_id = ${crewId} ORDER BY ci.start_time, ci.id`,
  );
}

export async function crewMemberById(db: Db, id: number): Promise<CrewMember> {
  const row = Number.isInteger(id)
    ? await db.one<CrewMember>(sql`SELECT ${MEMBER_COLUMNS} ${MEMBER_FROM} AND ci.id = ${id}`)
    : null;
  if (!row) throw apiError(404, 'not_found', 'Crew member not found');
  return row;
}

export async function locationById(db: Db, id: number): Promise<Location | null> {
  return db.one<Location>(
    sql`SELECT id, version, name, address, city, notes FROM locations WHERE id = ${id}`,
  );
}
