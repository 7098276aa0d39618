import { sql, type Db } from '../db/connect';
import { insertRows, syncSequences } from './bulk';
import { IDS, addDays, iso } from './ids';

/** Regions, in id order; a person's region is picked from their id (no faker: stable). */
export const SEED_REGIONS = ['North', 'East', 'South', 'West', 'Randstad'] as const;
export const SEED_CREW_TYPES = ['Stage crew', 'Catering crew', 'Security crew', 'Membership'];

/** The demo crews: name, crew type (1-based), members (person ids). */
const CREWS: [string, number, number[]][] = [
  ['Stage hands A', 1, [IDS.crew, IDS.chief, ...range(IDS.firstCrew, 10)]],
  ['Riggers on call', 1, [IDS.chief, ...range(IDS.firstCrew + 10, 8)]],
  ['Catering team', 2, range(IDS.firstCrew + 18, 12)],
  ['Security nights', 3, [IDS.crew, ...range(IDS.firstCrew + 30, 10)]],
  // The client is a member: Chris Client sees this crew and its contacts (SPEC §2).
  ['Northwind regulars', 4, [IDS.client, IDS.crew, IDS.chief, IDS.firstCrew + 1]],
];

function range(first: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => first + i);
}

/** A person's region: by id, except new@ (who has none yet: the list says so). */
export const seedRegionOf = (personId: number): number | null =>
  personId === IDS.welcome ? null : (personId % SEED_REGIONS.length) + 1;

/**
 * Issue 14's crew planner and membership crews: regions on every crew member and client,
 * the planner crew types, five crews with members, and a few documents that expire within
 * the month, so every border (none, red, yellow) is on screen for the demo planner.
 * Runs after seedCrewMemberProfiles (crew@'s expired document makes a red border already).
 */
export async function seedPlannerCrews(db: Db, today: Date): Promise<void> {
  await insertRows(
    db,
    'regions',
    ['id', 'name'],
    SEED_REGIONS.map((name, i) => [i + 1, name]),
  );
  const people = await db.rows<{ id: number }>(sql`SELECT id FROM persons
    WHERE login_types @> '["Crew"]'::jsonb OR login_types @> '["Clients"]'::jsonb ORDER BY id`);
  for (const region of SEED_REGIONS.keys()) {
    const ids = people.map((p) => p.id).filter((id) => seedRegionOf(id) === region + 1);
    if (ids.length === 0) continue;
    await db.run(sql`UPDATE persons SET region_id = ${region + 1}
      WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  }
  await insertRows(
    db,
    'planner_crew_types',
    ['id', 'name'],
    SEED_CREW_TYPES.map((name, i) => [i + 1, name]),
  );
  await insertRows(
    db,
    'p_crews',
    ['id', 'name', 'crew_type_id', 'created_by'],
    CREWS.map(([name, type], i) => [i + 1, name, type, IDS.planner]),
  );
  const known = new Set(people.map((p) => p.id));
  await insertRows(
    db,
    'planner_crew_memberships',
    ['p_crew_id', 'person_id'],
    CREWS.flatMap(([, , members], i) =>
      members.filter((id) => known.has(id)).map((id) => [i + 1, id]),
    ),
  );
  // Yellow borders: a document that runs out within the month, for every seventh crew member.
  const expiring = people.filter((p) => p.id >= IDS.firstCrew && p.id % 7 === 3);
  await insertRows(
    db,
    'person_document_skills',
    ['person_id', 'skill', 'document_name', 'valid_until'],
    expiring.map((p) => [
      p.id,
      'Crowd safety',
      'Crowd management diploma',
      iso(addDays(today, 12)),
    ]),
  );
  await syncSequences(db, ['regions', 'planner_crew_types', 'p_crews']);
}
