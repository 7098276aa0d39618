import type { TokenPayload } from '../../src/api/schemas/session';
import { sql, type Db } from '../db/connect';
import { apiError } from '../http/errors';
import { personIdOf } from '../http/policy';
import { parseId } from '../http/ids';

export type CrewRow = {
  id: number;
  projectId: number;
  projectNumber: string;
  chiefPersonId: number | null;
};

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
 * its project (SPEC §5: guests reach the crew, contacts and location routes).
 */
export async function requireCrewReader(
  db: Db,
  payload: TokenPayload,
  raw: string | number,
): Promise<CrewRow> {
  const crew = await crewRow(db, raw);
  if (payload.type === 'project') {
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
