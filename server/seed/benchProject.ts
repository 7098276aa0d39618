import { sql, type Db } from '../db/connect';
import { insertRows } from './bulk';
import { IDS, addDays, iso } from './ids';
import { projectExtras } from './projects';

/**
 * The project of issue 13's detail figure in `npm run bench`: 20 crews with 10 crew items
 * each. Not in the demo seed: the e2e tests and the planner's demo list stay as they are;
 * the bench adds it through the test API (POST /__test/benchProject) on its own server.
 */
export const BENCH_PROJECT_NUMBER = 'P-29000';
export const BENCH_CREWS = 20;
export const BENCH_ITEMS_PER_CREW = 10;

const FUNCTIONS = ['Stagehand', 'Rigger', 'Runner', 'Light technician', 'Sound technician'];
const SHIFTS: [string, string][] = [
  ['07:00', '15:00'],
  ['08:00', '17:00'],
  ['16:00', '23:30'],
];
/** Every planning status and site state occurs, most items booked (as a busy project is). */
const STATUSES = ['confirmed', 'confirmed', 'confirmed', 'toConfirm', 'requested', 'vacant'];
const SITE = ['none', 'checkedIn', 'checkedIn', 'preCall', 'checkedOut', 'noShow'];
/** The seed's extra crew members (persons.ts EXTRA_CREW): the people booked here. */
const EXTRA_CREW = 60;

type Row = (string | number | boolean | null)[];

/** Adds the bench project once (a second call finds it) and returns its number and size. */
export async function addBenchProject(
  db: Db,
  today: Date,
): Promise<{ number: string; crews: number; items: number }> {
  const size = { number: BENCH_PROJECT_NUMBER, crews: BENCH_CREWS, items: 0 };
  const found = await db.one<{ id: number }>(
    sql`SELECT id FROM projects WHERE number = ${BENCH_PROJECT_NUMBER}`,
  );
  if (found) {
    const n = await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM crew_items ci
      JOIN project_crews pc ON pc.id = ci.crew_id WHERE pc.project_id = ${found.id}`);
    return { ...size, items: n?.n ?? 0 };
  }
  const company = 2;
  const begin = iso(addDays(today, 7));
  const end = iso(addDays(today, 9));
  const project = await db.one<{ id: number }>(sql`INSERT INTO projects (number, name, company_id,
      client_mark, begin_date, end_date, closed, project_manager_id, status, branch_id,
      rate_card_id, catering_type_id, comment)
    VALUES (${BENCH_PROJECT_NUMBER}, 'Bench festival', ${company}, 'BEN', ${begin}, ${end}, false,
      ${IDS.planner}, ${projectExtras(0, company)[0]!}, 1, ${2 * company}, 1, null)
    RETURNING id`);
  if (!project) throw new Error('bench project: insert failed');
  for (let c = 0; c < BENCH_CREWS; c++) {
    const chief = IDS.firstCrew + ((c * 3) % EXTRA_CREW);
    const crew = await db.one<{ id: number }>(sql`INSERT INTO project_crews (project_id, name,
        location_id, chief_person_id)
      VALUES (${project.id}, ${`Bench crew ${c + 1}`}, ${1 + (c % 30)}, ${chief}) RETURNING id`);
    if (!crew) throw new Error('bench project: crew insert failed');
    const items: Row[] = [];
    for (let k = 0; k < BENCH_ITEMS_PER_CREW; k++) {
      const n = c * BENCH_ITEMS_PER_CREW + k;
      const status = STATUSES[n % STATUSES.length]!;
      const day = iso(addDays(today, 7 + (n % 3)));
      const [from, to] = SHIFTS[n % SHIFTS.length]!;
      items.push([
        crew.id,
        status === 'vacant' ? null : k === 0 ? chief : IDS.firstCrew + (n % EXTRA_CREW),
        k === 0 ? 'Crew chief' : FUNCTIONS[n % FUNCTIONS.length]!,
        day,
        day,
        from,
        to,
        status,
        status === 'vacant' ? 'none' : SITE[n % SITE.length]!,
      ]);
    }
    await insertRows(
      db,
      'crew_items',
      [
        'crew_id',
        'person_id',
        'function_name',
        'start_date',
        'end_date',
        'start_time',
        'end_time',
        'status',
        'site_status',
      ],
      items,
    );
    size.items += items.length;
  }
  return size;
}
