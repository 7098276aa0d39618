import { sql, type Db } from '../db/connect';
import { insertRows } from './bulk';
import { IDS, iso } from './ids';

type Row = (string | number | boolean | null)[];
type Project = { id: number; begin: string; end: string };

const SKILLS = [
  'Forklift licence',
  'Working at height',
  'First aid',
  'Rigging',
  'DMX lighting',
  'Audio mixing',
  'Crowd safety',
  'Driving licence C',
  'Carpentry',
  'Power distribution',
];

const extra = (n: number) => IDS.firstCrew + (n % 60);

async function addCrew(
  db: Db,
  project: Project,
  name: string,
  chief: number | null,
  location: number,
): Promise<number> {
  const row = await db.one<{ id: number }>(sql`INSERT INTO project_crews
    (project_id, name, location_id, chief_person_id)
    VALUES (${project.id}, ${name}, ${location}, ${chief}) RETURNING id`);
  return row!.id;
}

async function addItems(db: Db, items: Row[]): Promise<void> {
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
      'crew_chief_only',
    ],
    items,
  );
}

/**
 * The jobs area of issue 4, on top of seedCrews (runs after the sequences are synced):
 * jobs to confirm for crew@ and chief@, vacancies (some applied for by crew@), crew chief
 * documents for chief@'s crews, and crew profiles. Fixed data, no randomness, so tests can
 * rely on it whatever the random seed of the rest gives.
 */
export async function seedJobsArea(db: Db, today: Date): Promise<void> {
  const t = iso(today);
  const future = await db.rows<Project>(sql`SELECT id, to_char(begin_date, 'YYYY-MM-DD') AS begin,
      to_char(end_date, 'YYYY-MM-DD') AS end
    FROM projects WHERE internal_kind IS NULL AND begin_date > ${t} ORDER BY begin_date, id LIMIT 12`);
  // A made-up project for missing ones would put crew items outside their project's dates,
  // where the crew screen shows no members.
  const at = (i: number): Project => {
    const project = future[i];
    if (!project) throw new Error(`seed: fewer than ${i + 1} future projects`);
    return project;
  };

  // Today's crew: the demo people's jobs there are confirmed (home shows them as today's).
  await db.run(sql`UPDATE crew_items SET status = 'confirmed' WHERE crew_id = 1`);

  // Jobs waiting for a confirmation: crew@ twice, chief@ once (as chief of a crew).
  const loadIn = at(0);
  const loadInCrew = await addCrew(db, loadIn, 'Load-in crew', IDS.chief, 3);
  const nextWeek = at(3);
  const riggingCrew = await addCrew(db, nextWeek, 'Rigging crew', extra(20), 4);
  const jobs: Row[] = [
    [
      loadInCrew,
      IDS.chief,
      'Crew chief',
      loadIn.begin,
      loadIn.begin,
      '07:00',
      '16:00',
      'toConfirm',
      false,
    ],
    [
      loadInCrew,
      IDS.crew,
      'Stagehand',
      loadIn.begin,
      loadIn.begin,
      '07:00',
      '16:00',
      'toConfirm',
      false,
    ],
    [
      loadInCrew,
      extra(21),
      'Forklift driver',
      loadIn.begin,
      loadIn.begin,
      '07:00',
      '16:00',
      'confirmed',
      false,
    ],
    [
      loadInCrew,
      extra(22),
      'Loader',
      loadIn.begin,
      loadIn.begin,
      '07:00',
      '16:00',
      'confirmed',
      false,
    ],
    [
      riggingCrew,
      extra(20),
      'Crew chief',
      nextWeek.begin,
      nextWeek.end,
      '08:00',
      '17:00',
      'confirmed',
      false,
    ],
    [
      riggingCrew,
      IDS.crew,
      'Rigger',
      nextWeek.begin,
      nextWeek.end,
      '08:00',
      '17:00',
      'toConfirm',
      false,
    ],
    [
      riggingCrew,
      extra(23),
      'Rigger',
      nextWeek.begin,
      nextWeek.end,
      '08:00',
      '17:00',
      'confirmed',
      false,
    ],
  ];

  // Vacancies: open crew items nobody holds yet.
  const vacancyCrews: number[] = [];
  for (const [k, name] of ['Festival crew', 'Fair build-up', 'Gala service'].entries()) {
    const p = at(4 + k * 2);
    const crewId = await addCrew(db, p, name, extra(30 + k), 5 + k);
    vacancyCrews.push(crewId);
    jobs.push(
      [crewId, extra(30 + k), 'Crew chief', p.begin, p.end, '09:00', '18:00', 'confirmed', false],
      [crewId, null, 'Stagehand', p.begin, p.end, '09:00', '18:00', 'vacant', false],
      [
        crewId,
        null,
        k === 1 ? 'Carpenter' : 'Runner',
        p.begin,
        p.end,
        '10:00',
        '19:00',
        'vacant',
        false,
      ],
    );
  }
  await addItems(db, jobs);

  // crew@'s earlier "applied" items become vacancies with crew@'s application.
  const applied = await db.rows<{ id: number }>(
    sql`SELECT id FROM crew_items WHERE person_id = ${IDS.crew} AND status = 'applied' ORDER BY id`,
  );
  await db.run(sql`UPDATE crew_items SET person_id = NULL, status = 'vacant'
    WHERE person_id = ${IDS.crew} AND status = 'applied'`);
  const firstOpen = await db.one<{ id: number }>(sql`SELECT id FROM crew_items
    WHERE crew_id = ${vacancyCrews[0]!} AND person_id IS NULL ORDER BY id LIMIT 1`);
  await insertRows(
    db,
    'vacancy_applications',
    ['crew_item_id', 'person_id'],
    [...applied.map((a) => [a.id, IDS.crew]), ...(firstOpen ? [[firstOpen.id, IDS.crew]] : [])],
  );

  // Crew chief documents of chief@'s crews: today's, tomorrow's and the load-in.
  const chiefCrews = await db.rows<{ id: number }>(
    sql`SELECT id FROM project_crews WHERE chief_person_id = ${IDS.chief} ORDER BY id LIMIT 6`,
  );
  const docs: Row[] = [];
  for (const { id } of chiefCrews) {
    docs.push(
      [id, 'Crew briefing', `crew-briefing-${id}.pdf`],
      [id, 'Site plan', `site-plan-${id}.pdf`],
    );
    if (id === 1) docs.push([id, 'Safety instructions', `safety-instructions-${id}.pdf`]);
  }
  await insertRows(db, 'crew_chief_documents', ['crew_id', 'name', 'file_name'], docs);

  // Crew profiles of every crew member.
  const crewPeople = await db.rows<{ id: number }>(
    sql`SELECT id FROM persons WHERE login_types @> '["Crew"]'::jsonb ORDER BY id`,
  );
  await insertRows(
    db,
    'crew_profiles',
    ['person_id', 'skills', 'about'],
    crewPeople.map(({ id }) => [
      id,
      JSON.stringify([0, 3, 7].map((k) => SKILLS[(id + k) % SKILLS.length]!)),
      id === IDS.crew
        ? 'Stagehand and rigger, ten years on tour.'
        : id === IDS.chief
          ? 'Crew chief for stages and fairs.'
          : null,
    ]),
  );
}
