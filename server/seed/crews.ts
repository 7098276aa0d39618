import { faker } from '@faker-js/faker';
import { sql, type Db } from '../db/connect';
import { insertRows } from './bulk';
import { IDS, addDays, iso } from './ids';

const FUNCTIONS = [
  'Stagehand',
  'Rigger',
  'Forklift driver',
  'Light technician',
  'Sound technician',
  'Runner',
  'Carpenter',
  'Loader',
];
const SHIFTS: [string, string][] = [
  ['07:00', '15:00'],
  ['08:00', '17:00'],
  ['12:00', '20:00'],
  ['16:00', '23:30'],
  ['22:00', '06:00'],
];

type Project = { id: number; begin: string; end: string };
type Row = (string | number | boolean | null)[];

const CREW_ITEM_COLUMNS = [
  'crew_id',
  'person_id',
  'function_name',
  'start_date',
  'end_date',
  'start_time',
  'end_time',
  'status',
  'crew_chief_only',
];

/** Crews with their items for recent projects; the demo people's jobs; the bench account's data. */
export async function seedCrews(db: Db, today: Date): Promise<void> {
  const t = iso(today);
  const recent =
    await db.rows<Project>(sql`SELECT id, to_char(begin_date, 'YYYY-MM-DD') AS begin, to_char(end_date, 'YYYY-MM-DD') AS end
    FROM projects WHERE internal_kind IS NULL AND begin_date BETWEEN ${iso(addDays(today, -150))} AND ${iso(addDays(today, 180))}
    ORDER BY begin_date, id`);
  const crews: Row[] = [];
  const items: Row[] = [];
  let crewId = 0;
  const extra = (n: number) => IDS.firstCrew + (n % 60);

  const addCrew = (
    project: Project,
    name: string,
    chief: number | null,
    members: number[],
    start: string,
    end: string,
  ) => {
    crewId += 1;
    crews.push([crewId, project.id, name, 1 + (crewId % 30), chief]);
    const [from, to] = faker.helpers.arrayElement(SHIFTS);
    for (const person of members) {
      const status =
        start < t
          ? 'confirmed'
          : faker.helpers.weightedArrayElement([
              { weight: 6, value: 'confirmed' },
              { weight: 2, value: 'toConfirm' },
              { weight: 1, value: 'requested' },
            ]);
      items.push([
        crewId,
        person,
        person === chief ? 'Crew chief' : faker.helpers.arrayElement(FUNCTIONS),
        start,
        end,
        from,
        to,
        status,
        false,
      ]);
    }
    return crewId;
  };

  // Today's and tomorrow's crews of the crew chief, with crew@ among the members.
  const guestProject = { id: 1, begin: t, end: iso(addDays(today, 1)) };
  const team = [IDS.chief, IDS.crew, extra(1), extra(2), extra(3), extra(4), extra(5)];
  addCrew(guestProject, 'Stage crew A', IDS.chief, team, t, t);
  items.push([crewId, IDS.chief, 'Crew chief', t, t, '06:30', '07:00', 'confirmed', true]);
  // seed.ts makes project 2 run tomorrow; any project running tomorrow would do.
  const tomorrowProject = recent.find((p) => p.begin === iso(addDays(today, 1)));
  if (!tomorrowProject) throw new Error('seed: no project runs tomorrow');
  addCrew(
    tomorrowProject,
    'Build-up crew',
    IDS.chief,
    [IDS.chief, extra(6), extra(7), extra(8), extra(9), extra(10)],
    tomorrowProject.begin,
    tomorrowProject.begin,
  );

  recent.forEach((project, i) => {
    const members = Array.from({ length: faker.number.int({ min: 3, max: 7 }) }, (_, k) =>
      extra(i * 7 + k),
    );
    const mine = i % 4 === 0 ? [IDS.crew] : i % 5 === 0 ? [IDS.chief] : [];
    const chief = i % 9 === 0 ? IDS.chief : (members[0] ?? null);
    const people = [...new Set([...(chief === IDS.chief ? [IDS.chief] : []), ...mine, ...members])];
    addCrew(
      project,
      `Crew ${String.fromCharCode(65 + (i % 6))}`,
      chief,
      people,
      project.begin,
      project.end,
    );
  });

  // Applied-for vacancies and a cancelled job of crew@.
  const future = recent.filter((p) => p.begin > t);
  future
    .slice(0, 3)
    .forEach((p, k) =>
      items.push([
        crews.findIndex((c) => c[1] === p.id) + 1 || 1,
        IDS.crew,
        'Runner',
        p.begin,
        p.end,
        '09:00',
        '17:00',
        k === 2 ? 'cancelled' : 'applied',
        false,
      ]),
    );

  // The bench account: exactly 1000 upcoming confirmed jobs, about three a day.
  const benchCrews = crews.map((c) => c[0] as number);
  for (let i = 0; i < 1000; i++) {
    const day = iso(addDays(today, Math.floor(i / 3)));
    const [from, to] = SHIFTS[i % SHIFTS.length]!;
    items.push([
      benchCrews[i % benchCrews.length]!,
      IDS.bench,
      FUNCTIONS[i % FUNCTIONS.length]!,
      day,
      day,
      from,
      to,
      'confirmed',
      false,
    ]);
  }

  await insertRows(
    db,
    'project_crews',
    ['id', 'project_id', 'name', 'location_id', 'chief_person_id'],
    crews,
  );
  await insertRows(db, 'crew_items', CREW_ITEM_COLUMNS, items);

  const blocks: Row[] = [
    [IDS.crew, iso(addDays(today, 20)), iso(addDays(today, 22)), 'Family visit', null, null],
    [IDS.crew, iso(addDays(today, 45)), null, 'Dentist', '08:00', '11:00'],
  ];
  for (let i = 0; i < 1000; i++) {
    blocks.push([IDS.bench, iso(addDays(today, i)), null, `Bench block ${i + 1}`, null, null]);
  }
  await insertRows(
    db,
    'block_dates',
    ['person_id', 'start_date', 'end_date', 'reason', 'begin_time', 'end_time'],
    blocks,
  );
}
