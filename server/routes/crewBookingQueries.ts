import { bookingPersonOf, type BookingPerson } from '../../src/api/schemas/bookingRules';
import type { PlannerCrew, PlannerCrewItem } from '../../src/api/schemas/projectCrews';
import { sql, type Db } from '../db/connect';
import { apiError } from '../http/errors';
import { availabilityOf } from './personAvailabilities';

const ITEM_COLUMNS = sql`ci.id, ci.version, ci.crew_id AS "crewId", ci.person_id AS "personId",
  pe.name AS "personName", ci.function_name AS "functionName",
  to_char(ci.start_date, 'YYYY-MM-DD') AS "startDate", to_char(ci.end_date, 'YYYY-MM-DD') AS "endDate",
  ci.start_time AS "startTime", ci.end_time AS "endTime", ci.status, ci.not_needed AS "notNeeded",
  ci.site_status AS "siteStatus", ci.crew_chief_only AS "crewChiefOnly",
  (SELECT count(*)::int FROM vacancy_applications va WHERE va.crew_item_id = ci.id) AS applicants,
  coalesce((SELECT json_agg(json_build_object('ratingTypeId', r.rating_type_id, 'value', r.value)
    ORDER BY r.rating_type_id) FROM crew_item_ratings r WHERE r.crew_item_id = ci.id), '[]'::json) AS ratings`;

const ITEM_FROM = sql`FROM crew_items ci LEFT JOIN persons pe ON pe.id = ci.person_id`;

const CREW_COLUMNS = sql`pc.id, pc.version, p.number AS "projectNumber", pc.name,
  l.name AS "locationName", l.city, pc.chief_person_id AS "chiefPersonId", ch.name AS "chiefName",
  coalesce(so.status = 'confirmed', false) AS "signedOff",
  (SELECT to_char(max(ll.recorded_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    FROM live_locations ll WHERE ll.crew_id = pc.id) AS "lastLocationAt",
  coalesce((SELECT json_agg(json_build_object('id', rt.id, 'name', rt.name) ORDER BY rt.id)
    FROM crew_rating_types rt), '[]'::json) AS "ratingTypes"`;

const CREW_FROM = sql`FROM project_crews pc JOIN projects p ON p.id = pc.project_id
  LEFT JOIN locations l ON l.id = pc.location_id
  LEFT JOIN persons ch ON ch.id = pc.chief_person_id
  LEFT JOIN sign_offs so ON so.crew_id = pc.id`;

/** The crews of project `number` and all their crew items (none left out: the planner's view). */
export async function crewBookingOf(
  db: Db,
  number: string,
): Promise<{ crews: PlannerCrew[]; items: PlannerCrewItem[] }> {
  const crews = await db.rows<PlannerCrew>(
    sql`SELECT ${CREW_COLUMNS} ${CREW_FROM} WHERE p.number = ${number} ORDER BY pc.id`,
  );
  const items = crews.length
    ? await db.rows<PlannerCrewItem>(sql`SELECT ${ITEM_COLUMNS} ${ITEM_FROM}
        WHERE ci.crew_id IN (SELECT pc.id FROM project_crews pc JOIN projects p ON p.id = pc.project_id
          WHERE p.number = ${number})
        ORDER BY ci.crew_id, ci.start_date, ci.start_time, ci.id`)
    : [];
  return { crews, items };
}

export async function plannerItemById(db: Db, id: number): Promise<PlannerCrewItem> {
  const row = Number.isInteger(id)
    ? await db.one<PlannerCrewItem>(sql`SELECT ${ITEM_COLUMNS} ${ITEM_FROM} WHERE ci.id = ${id}`)
    : null;
  if (!row) throw apiError(404, 'not_found', 'Crew item not found');
  return row;
}

/** Everything of a person the booking check asks about (read in the write's transaction). */
export async function bookingPerson(db: Db, personId: number): Promise<BookingPerson> {
  const row = await availabilityOf(db, personId);
  return bookingPersonOf(row ?? { jobs: [], blockDates: [], vacations: [] });
}
