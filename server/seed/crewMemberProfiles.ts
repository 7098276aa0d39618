import { sql, type Db } from '../db/connect';
import { insertRows } from './bulk';
import { IDS, addDays, iso } from './ids';

type Row = (string | number | boolean | null)[];

const TAGS = ['Reliable', 'Night shifts', 'Own car', 'English', 'German', 'Festival season'];
/** A skill and the document it rests on. */
const DOCUMENT_SKILLS = [
  ['Forklift licence', 'Forklift certificate'],
  ['First aid', 'First aid certificate'],
  ['Working at height', 'IPAF card'],
  ['Driving licence C', 'Driving licence'],
  ['Crowd safety', 'Crowd management diploma'],
] as const;

/**
 * The planner's view of a person (issue 13): qualified functions (the functions worked on
 * crew items, the most frequent marked main), tags, document-based skills and a few ratings
 * on past crew items. Derived from ids, no faker: the random values other tests read stay put.
 * crew@ gets all of them, so the demo and the e2e tests have a full profile to open.
 */
export async function seedCrewMemberProfiles(db: Db, today: Date): Promise<void> {
  const people = await db.rows<{ id: number }>(
    sql`SELECT id FROM persons WHERE login_types @> '["Crew"]'::jsonb ORDER BY id`,
  );
  const worked = await db.rows<{ personId: number; name: string; n: number }>(
    sql`SELECT person_id AS "personId", function_name AS name, count(*)::int AS n FROM crew_items
      WHERE person_id IS NOT NULL GROUP BY person_id, function_name ORDER BY person_id, n DESC, name`,
  );
  const functions: Row[] = [];
  for (const w of worked) {
    const main = !functions.some((f) => f[0] === w.personId);
    functions.push([w.personId, w.name, main]);
  }
  await insertRows(db, 'person_functions', ['person_id', 'function_name', 'main'], functions);

  const tags: Row[] = [];
  const skills: Row[] = [];
  for (const { id } of people) {
    for (const k of [0, 2]) tags.push([id, TAGS[(id + k) % TAGS.length]!]);
    const count = id === IDS.crew ? 3 : id % 3;
    for (let k = 0; k < count; k++) {
      const [skill, document] = DOCUMENT_SKILLS[(id + k) % DOCUMENT_SKILLS.length]!;
      // One of crew@'s documents has expired: the profile shows that case too.
      const until = id === IDS.crew && k === 2 ? addDays(today, -30) : addDays(today, 200 + k * 90);
      skills.push([id, skill, document, iso(until)]);
    }
  }
  await insertRows(db, 'person_tags', ['person_id', 'tag'], tags);
  await insertRows(
    db,
    'person_document_skills',
    ['person_id', 'skill', 'document_name', 'valid_until'],
    skills,
  );

  // Ratings by crew chiefs on past crew items only: today's crews stay unrated for the chief.
  const past = await db.rows<{ id: number; personId: number }>(
    sql`SELECT id, person_id AS "personId" FROM crew_items
      WHERE person_id IS NOT NULL AND end_date < ${iso(today)} ORDER BY id`,
  );
  const types = await db.rows<{ id: number }>(sql`SELECT id FROM crew_rating_types ORDER BY id`);
  const ratings: Row[] = [];
  for (const item of past.filter((p) => p.personId === IDS.crew || p.id % 20 === 0)) {
    for (const t of types) ratings.push([item.id, t.id, 3 + ((item.id + t.id) % 3), IDS.chief]);
  }
  await insertRows(
    db,
    'crew_item_ratings',
    ['crew_item_id', 'rating_type_id', 'value', 'rated_by'],
    ratings,
  );
}
