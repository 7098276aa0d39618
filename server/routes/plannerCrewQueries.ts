import type { TokenPayload } from '../../src/api/schemas/session';
import type {
  AvailabilityJob,
  AvailabilityVacation,
} from '../../src/api/schemas/availabilityRules';
import {
  EXPIRING_WITHIN_DAYS,
  HARD_COLLISION_DAYS,
  VACATION_AHEAD_DAYS,
  addDays,
  decideBorder,
  type BorderDecision,
} from '../../src/api/schemas/crewBorderRules';
import type { CrewMembership, PCrew, PlannerPerson } from '../../src/api/schemas/plannerCrews';
import { sql, type Db } from '../db/connect';
import type { SQL } from 'drizzle-orm';
import { loginTypesOf } from '../rights';

/** Planners see every crew; a client only the crews they are a member of (SPEC §2). */
export type Viewer = { personId: number; planner: boolean };

export const viewerOf = (payload: TokenPayload): Viewer => ({
  personId: payload.loginData.personId ?? 0,
  planner: payload.type === 'other' && loginTypesOf(payload).includes('planner'),
});

/** The crews `viewer` sees, as an SQL condition on p_crews aliased `pc`. */
const crewVisible = (v: Viewer): SQL =>
  v.planner
    ? sql`true`
    : sql`EXISTS (SELECT 1 FROM planner_crew_memberships own
        WHERE own.p_crew_id = pc.id AND own.person_id = ${v.personId})`;

/** What the border rules read about a person, bounded to the windows they look at. */
type FactsRow = {
  documents: { document: string; validUntil: string | null }[];
  jobs: AvailabilityJob[];
  vacations: AvailabilityVacation[];
};

/** The facts columns for persons aliased `p`, as of `today` (YYYY-MM-DD). */
function factsColumns(today: string): SQL {
  const weekEnd = addDays(today, HARD_COLLISION_DAYS);
  const ahead = addDays(today, Math.max(VACATION_AHEAD_DAYS, EXPIRING_WITHIN_DAYS));
  return sql`coalesce((SELECT jsonb_agg(jsonb_build_object('document', s.document_name,
        'validUntil', to_char(s.valid_until, 'YYYY-MM-DD')) ORDER BY s.id)
      FROM person_document_skills s WHERE s.person_id = p.id), '[]') AS documents,
    coalesce((SELECT jsonb_agg(jsonb_build_object('id', ci.id, 'status', ci.status,
        'startDate', to_char(ci.start_date, 'YYYY-MM-DD'), 'endDate', to_char(ci.end_date, 'YYYY-MM-DD'),
        'startTime', ci.start_time, 'endTime', ci.end_time) ORDER BY ci.start_date, ci.id)
      FROM crew_items ci WHERE ci.person_id = p.id AND ci.status = 'confirmed'
        AND ci.end_date >= ${today}::date - 1 AND ci.start_date <= ${weekEnd}::date), '[]') AS jobs,
    coalesce((SELECT jsonb_agg(jsonb_build_object('id', v.id, 'status', v.status,
        'startDate', to_char(v.start_date, 'YYYY-MM-DD'), 'endDate', to_char(v.end_date, 'YYYY-MM-DD'),
        'firstDayHalf', v.first_day_half, 'lastDayHalf', v.last_day_half) ORDER BY v.id)
      FROM vacation_requests v WHERE v.person_id = p.id AND v.status <> 'declined'
        AND v.end_date >= ${today}::date AND v.start_date <= ${ahead}::date), '[]') AS vacations`;
}

const borderOf = (row: FactsRow, today: string): BorderDecision =>
  decideBorder({ documents: row.documents, jobs: row.jobs, vacations: row.vacations }, today);

/** Drops the facts and adds the border the rules decide from them. */
function withBorder<T extends FactsRow>(
  row: T,
  today: string,
): Omit<T, keyof FactsRow> & BorderDecision {
  const rest: Partial<T> = { ...row };
  delete rest.documents;
  delete rest.jobs;
  delete rest.vacations;
  return { ...(rest as Omit<T, keyof FactsRow>), ...borderOf(row, today) };
}

const MEMBERSHIP = (today: string) => sql`m.id, m.version, m.p_crew_id AS "crewId",
  m.person_id AS "personId", p.name, p.phone, p.email, ${factsColumns(today)}`;

/** The memberships `viewer` sees (optionally of one crew, or one membership). */
export async function membershipsFor(
  db: Db,
  viewer: Viewer,
  today: string,
  where: SQL = sql`true`,
): Promise<CrewMembership[]> {
  const rows = await db.rows<Omit<CrewMembership, 'border' | 'reasons'> & FactsRow>(sql`
    SELECT ${MEMBERSHIP(today)} FROM planner_crew_memberships m
    JOIN persons p ON p.id = m.person_id JOIN p_crews pc ON pc.id = m.p_crew_id
    WHERE ${crewVisible(viewer)} AND ${where} ORDER BY p.name, m.id`);
  return rows.map((r) => withBorder(r, today));
}

const CREW = sql`pc.id, pc.version, pc.name, pc.crew_type_id AS "crewTypeId",
  t.name AS "crewTypeName"`;

/** The crews `viewer` sees (optionally only those matching `where`), by name. */
export async function crewsFor(db: Db, viewer: Viewer, where: SQL = sql`true`): Promise<PCrew[]> {
  return db.rows<PCrew>(sql`SELECT ${CREW} FROM p_crews pc
    LEFT JOIN planner_crew_types t ON t.id = pc.crew_type_id
    WHERE ${crewVisible(viewer)} AND ${where} ORDER BY pc.name, pc.id`);
}

/**
 * The people of the crew planner: for a planner every crew member and client; for a client the
 * members of their own crews. Each with functions, region, tags, crews and border.
 */
export async function plannerPersonsFor(
  db: Db,
  viewer: Viewer,
  today: string,
): Promise<PlannerPerson[]> {
  const who = viewer.planner
    ? sql`(p.login_types @> '["Crew"]'::jsonb OR p.login_types @> '["Clients"]'::jsonb)`
    : sql`EXISTS (SELECT 1 FROM planner_crew_memberships m
        JOIN planner_crew_memberships own ON own.p_crew_id = m.p_crew_id
        WHERE m.person_id = p.id AND own.person_id = ${viewer.personId})`;
  const rows = await db.rows<Omit<PlannerPerson, 'border' | 'reasons'> & FactsRow>(sql`
    SELECT p.id, p.version, p.name,
      CASE WHEN p.login_types @> '["Crew"]'::jsonb THEN 'crew' ELSE 'client' END AS kind,
      p.region_id AS "regionId",
      coalesce((SELECT jsonb_agg(f.function_name ORDER BY f.main DESC, f.function_name)
        FROM person_functions f WHERE f.person_id = p.id), '[]') AS functions,
      coalesce((SELECT jsonb_agg(g.tag ORDER BY g.tag) FROM person_tags g
        WHERE g.person_id = p.id), '[]') AS tags,
      coalesce((SELECT jsonb_agg(m.p_crew_id ORDER BY m.p_crew_id)
        FROM planner_crew_memberships m WHERE m.person_id = p.id), '[]') AS "crewIds",
      ${factsColumns(today)}
    FROM persons p WHERE ${who} ORDER BY p.name, p.id`);
  return rows.map((r) => withBorder(r, today));
}

/** Whether `personId` may be put in a crew: a crew member's or a client's account. */
export async function memberCandidate(db: Db, personId: number): Promise<boolean> {
  const row = await db.one<{ id: number }>(sql`SELECT id FROM persons WHERE id = ${personId}
    AND (login_types @> '["Crew"]'::jsonb OR login_types @> '["Clients"]'::jsonb)`);
  return row !== null;
}
