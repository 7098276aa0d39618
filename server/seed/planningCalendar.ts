import { sql, type Db } from '../db/connect';
import { insertRows } from './bulk';
import { IDS, addDays, iso } from './ids';

type Project = { id: number; companyId: number; begin: string; end: string };

/** Extra crew members of the demo seed whose planning rows show each status (issue 14). */
export const PLANNING_PEOPLE = {
  doubleBooked: IDS.firstCrew + 59,
  spare: IDS.firstCrew + 57,
  sick: IDS.firstCrew + 56,
  vacation: IDS.firstCrew + 55,
  unpaid: IDS.firstCrew + 54,
  requestedVacation: IDS.firstCrew + 53,
  blockedClash: IDS.firstCrew + 52,
  cancelled: IDS.firstCrew + 51,
  pending: IDS.firstCrew + 50,
  noShow: IDS.firstCrew + 49,
} as const;

const crewOf = async (db: Db, projectId: number, name: string) =>
  (await db.one<{ id: number }>(
    sql`INSERT INTO project_crews (project_id, name, location_id) VALUES (${projectId}, ${name}, 1)
      RETURNING id`,
  ))!.id;

const projectsBetween = (db: Db, from: string, to: string) =>
  db.rows<Project>(sql`SELECT id, company_id AS "companyId",
      to_char(begin_date, 'YYYY-MM-DD') AS begin, to_char(end_date, 'YYYY-MM-DD') AS end
    FROM projects WHERE internal_kind IS NULL AND begin_date BETWEEN ${from} AND ${to}
    ORDER BY begin_date, id`);

/**
 * The planning calendar's demo rows, all within the weeks after `today` (so in the demo month
 * Nov 2026, today pinned to the 18th): a double booking over two projects of one day (one the
 * client's, one another company's, so the client sees only theirs), a blocked date under a
 * confirmed item, a spare position (booked and open), a pending request, a cancellation, a
 * not-needed item, a no-show, a sick day, paid, unpaid and requested vacations, and the
 * tenant's bank holidays of the year plus a closing day in the month.
 */
export async function seedPlanningCalendar(db: Db, today: Date): Promise<void> {
  const ahead = await projectsBetween(db, iso(addDays(today, 2)), iso(addDays(today, 12)));
  const mine = ahead.find((p) => p.companyId === 1) ?? ahead[0];
  if (!mine) throw new Error('seed: no project in the planning weeks');
  // Another company's project that runs on the client's project's first day, else any other.
  const other =
    ahead.find((p) => p.companyId !== 1 && p.begin <= mine.begin && p.end >= mine.begin) ??
    ahead.find((p) => p.id !== mine.id) ??
    mine;
  const day = mine.begin;
  const a = await crewOf(db, mine.id, 'Planning crew');
  const b = await crewOf(db, other.id, 'Planning crew');
  const past = (await projectsBetween(db, iso(addDays(today, -10)), iso(addDays(today, -1))))[0];
  const before = past ? await crewOf(db, past.id, 'Planning crew') : a;
  const sickProject = await db.one<{ id: number }>(
    sql`SELECT id FROM projects WHERE internal_kind = 'sickness' ORDER BY id LIMIT 1`,
  );
  const sickCrew = sickProject ? await crewOf(db, sickProject.id, 'Sickness') : a;
  const P = PLANNING_PEOPLE;
  const d = (n: number) => iso(addDays(today, n));
  const pastDay = past?.begin ?? d(-2);

  type Item = [
    number,
    number | null,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    boolean,
    boolean,
  ];
  const items: Item[] = [
    [a, P.doubleBooked, 'Rigger', day, day, '08:00', '17:00', 'confirmed', 'none', false, false],
    [b, P.doubleBooked, 'Rigger', day, day, '12:00', '20:00', 'confirmed', 'none', false, false],
    [a, P.blockedClash, 'Stagehand', day, day, '08:00', '17:00', 'confirmed', 'none', false, false],
    [a, P.spare, 'Stagehand', day, day, '08:00', '17:00', 'confirmed', 'none', false, true],
    [a, null, 'Runner', day, day, '08:00', '17:00', 'vacant', 'none', false, true],
    [a, P.pending, 'Loader', day, day, '08:00', '17:00', 'toConfirm', 'none', false, false],
    [a, P.cancelled, 'Loader', day, day, '08:00', '17:00', 'cancelled', 'none', false, false],
    [
      b,
      P.cancelled,
      'Runner',
      other.begin,
      other.begin,
      '12:00',
      '20:00',
      'cancelled',
      'none',
      true,
      false,
    ],
    [
      before,
      P.noShow,
      'Runner',
      pastDay,
      pastDay,
      '08:00',
      '17:00',
      'confirmed',
      'noShow',
      false,
      false,
    ],
    [sickCrew, P.sick, 'Sickness', d(1), d(3), '00:00', '23:59', 'confirmed', 'none', false, false],
  ];
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
      'not_needed',
      'spare',
    ],
    items,
  );
  await insertRows(
    db,
    'block_dates',
    ['person_id', 'start_date', 'end_date', 'reason'],
    [[P.blockedClash, day, day, 'Family visit']],
  );
  await insertRows(
    db,
    'vacation_requests',
    ['person_id', 'start_date', 'end_date', 'reason', 'status', 'unpaid'],
    [
      [P.vacation, d(4), d(6), 'City trip', 'approved', false],
      [P.unpaid, d(5), d(5), 'Moving day', 'approved', true],
      [P.requestedVacation, d(7), d(8), 'Long weekend', 'requested', false],
    ],
  );
  const year = today.getUTCFullYear();
  const holidays = [
    [`${year}-01-01`, 'New Year’s Day'],
    [`${year}-04-27`, 'King’s Day'],
    [`${year}-05-05`, 'Liberation Day'],
    [`${year}-12-25`, 'Christmas Day'],
    [`${year}-12-26`, 'Boxing Day'],
    [`${year + 1}-01-01`, 'New Year’s Day'],
  ];
  const closing = d(9);
  if (!holidays.some(([h]) => h === closing)) holidays.push([closing, 'Company closing day']);
  await insertRows(db, 'bank_holidays', ['day', 'name'], holidays);
}
