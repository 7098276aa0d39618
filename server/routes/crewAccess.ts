import type { SQL } from 'drizzle-orm';
import type { TokenPayload } from '../../src/api/schemas/session';
import { sql, type Db } from '../db/connect';
import { apiError } from '../http/errors';
import { personIdOf } from '../http/policy';
import { parseId } from '../http/ids';
import { loginTypesOf } from '../rights';

/**
 * Who may read what, in one place (issue 11): every route that hands out a crew, a project, a
 * location or what a crew recorded asks here, so a rule is changed once for all of them.
 *
 * - Planners read everything.
 * - Clients read the projects of their own company and what those projects' crews recorded.
 * - Crew members read the crews, projects and locations of their own jobs: a crew they chief,
 *   are a member of, or applied to a vacancy in.
 * - A project guest reads its own project, its crews and their locations (SPEC §5 guest
 *   project mode), nothing that crews recorded (check-ins, ratings, photos).
 */

export type CrewRow = {
  id: number;
  projectId: number;
  projectNumber: string;
  chiefPersonId: number | null;
};

const isPlanner = (p: TokenPayload) => p.type === 'other' && loginTypesOf(p).includes('planner');
const isClient = (p: TokenPayload) => p.type === 'other' && loginTypesOf(p).includes('client');

/** `pc` (a project_crews row) is one of the person's own jobs' crews. */
const crewOfPerson = (me: number) => sql`(pc.chief_person_id = ${me} OR EXISTS (
  SELECT 1 FROM crew_items ci WHERE ci.crew_id = pc.id AND (ci.person_id = ${me}
    OR ci.id IN (SELECT crew_item_id FROM vacancy_applications WHERE person_id = ${me}))))`;

/** `p` (a projects row) belongs to the client's own company. */
const projectOfClient = (me: number) =>
  sql`p.company_id = (SELECT company_id FROM persons WHERE id = ${me})`;

async function exists(db: Db, query: SQL): Promise<boolean> {
  return (await db.one<{ ok: number }>(sql`SELECT 1 AS ok WHERE EXISTS (${query})`)) !== null;
}

async function crewRow(db: Db, raw: string | number): Promise<CrewRow> {
  const id = parseId(raw);
  const row =
    id !== null
      ? await db.one<CrewRow>(sql`SELECT pc.id, pc.project_id AS "projectId", p.number AS "projectNumber",
        pc.chief_person_id AS "chiefPersonId"
        FROM project_crews pc JOIN projects p ON p.id = pc.project_id WHERE pc.id = ${id}`)
      : null;
  if (!row) throw apiError(404, 'not_found', 'Crew not found');
  return row;
}

/**
 * The crew, if the caller is its crew chief: only the chief of a crew may check in its
 * members, sign off, release the delivery note, upload photos... (issue 5 rules).
 */
export async function requireCrewChief(
  db: Db,
  payload: TokenPayload,
  raw: string | number,
): Promise<CrewRow> {
  const crew = await crewRow(db, raw);
  if (payload.type !== 'other' || crew.chiefPersonId !== personIdOf(payload)) {
    throw apiError(403, 'forbidden', 'Only the crew chief of this crew can do this');
  }
  return crew;
}

/**
 * The crew, if the caller may read it: its chief, one of its members, or a project guest of
 * its project (SPEC §5: guests reach the crew, contacts and location routes). What the crew
 * recorded (check-in points, ratings) is not among the guest routes: `guests: false`.
 */
export async function requireCrewReader(
  db: Db,
  payload: TokenPayload,
  raw: string | number,
  options: { guests: boolean } = { guests: true },
): Promise<CrewRow> {
  const crew = await crewRow(db, raw);
  if (payload.type === 'project') {
    if (!options.guests) throw apiError(403, 'forbidden', 'Guests cannot see this');
    if (payload.loginData.projectNumber === crew.projectNumber) return crew;
  } else if (payload.type === 'other') {
    const me = personIdOf(payload);
    if (crew.chiefPersonId === me) return crew;
    const member = await db.one<{ id: number }>(
      sql`SELECT id FROM crew_items WHERE crew_id = ${crew.id} AND person_id = ${me} LIMIT 1`,
    );
    if (member) return crew;
  }
  throw apiError(403, 'forbidden', 'You are not part of this crew');
}

/**
 * Who may see a crew's photos and live locations: its crew chief, planners, and clients of
 * the crew's project's company. Crew members and guests may not (SPEC §5 lists no photo route
 * for them).
 */
export async function requirePlanningReader(
  db: Db,
  payload: TokenPayload,
  raw: string | number,
): Promise<CrewRow> {
  const crew = await crewRow(db, raw);
  if (payload.type !== 'other') throw apiError(403, 'forbidden', 'Guests cannot see this');
  const me = personIdOf(payload);
  if (isPlanner(payload) || crew.chiefPersonId === me) return crew;
  if (
    isClient(payload) &&
    (await exists(
      db,
      sql`SELECT 1 FROM projects p WHERE p.id = ${crew.projectId}
      AND ${projectOfClient(me)}`,
    ))
  ) {
    return crew;
  }
  throw apiError(403, 'forbidden', 'You cannot see this crew');
}

/** The project `number` may be read by the caller (its existence is checked by the route). */
export async function requireProjectReader(
  db: Db,
  payload: TokenPayload,
  number: string,
): Promise<void> {
  if (payload.type === 'project' && payload.loginData.projectNumber === number) return;
  if (payload.type === 'other') {
    if (isPlanner(payload)) return;
    const me = personIdOf(payload);
    const types = loginTypesOf(payload);
    const byCompany = types.includes('client') ? projectOfClient(me) : sql`false`;
    const byJob = types.includes('crew')
      ? sql`EXISTS (SELECT 1 FROM project_crews pc WHERE pc.project_id = p.id
          AND ${crewOfPerson(me)})`
      : sql`false`;
    const query = sql`SELECT 1 FROM projects p WHERE p.number = ${number}
      AND (${byCompany} OR ${byJob})`;
    if (await exists(db, query)) return;
  }
  throw apiError(403, 'forbidden', 'You cannot see this project');
}

/** The location `id` may be read: a place of one of the caller's crews (or guest project). */
export async function requireLocationReader(
  db: Db,
  payload: TokenPayload,
  id: number,
): Promise<void> {
  if (payload.type === 'other' && isPlanner(payload)) return;
  const scope =
    payload.type === 'project'
      ? sql`p.number = ${payload.loginData.projectNumber}`
      : payload.type === 'other'
        ? crewOfPerson(personIdOf(payload))
        : sql`false`;
  const query = sql`SELECT 1 FROM project_crews pc JOIN projects p ON p.id = pc.project_id
    WHERE pc.location_id = ${id} AND ${scope}`;
  if (!(await exists(db, query))) throw apiError(403, 'forbidden', 'You cannot see this location');
}
