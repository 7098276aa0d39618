import {
  collisionsOf,
  type AvailabilityBlockDate,
  type AvailabilityJob,
  type AvailabilityVacation,
  type Collision,
  type PersonAvailability,
  type ProposedChange,
} from '../../src/api/schemas/availabilityRules';
import { JOB_STATUSES } from '../../src/api/schemas/jobs';
import type { SQL } from 'drizzle-orm';
import { sql, type Db } from '../db/connect';

/**
 * Days (inclusive) an entry must touch to be read. The bounds are SQL on the change's own
 * dates; `null` reads every entry.
 */
type Window = { from: SQL; to: SQL } | null;

/** An entry from `start` to `end` (null: one day) that touches the window; true without one. */
const touches = (window: Window, start: SQL, end: SQL): SQL =>
  window
    ? sql`(${start} <= ${window.to} AND coalesce(${end}, ${start}) >= ${window.from})`
    : sql`true`;

function jobsOf(db: Db, personId: number, window: Window) {
  return db.rows<AvailabilityJob>(sql`SELECT ci.id,
      CASE WHEN ci.person_id = ${personId} THEN ci.status ELSE 'applied' END AS status,
      to_char(ci.start_date, 'YYYY-MM-DD') AS "startDate",
      to_char(ci.end_date, 'YYYY-MM-DD') AS "endDate",
      ci.start_time AS "startTime", ci.end_time AS "endTime"
    FROM crew_items ci
    WHERE (ci.person_id = ${personId}
      OR (ci.person_id IS NULL AND ci.id IN
        (SELECT crew_item_id FROM vacancy_applications WHERE person_id = ${personId})))
      AND ${touches(window, sql`ci.start_date`, sql`ci.end_date`)}`);
}

function blockDatesOf(db: Db, personId: number, window: Window) {
  return db.rows<AvailabilityBlockDate>(sql`SELECT id,
      to_char(start_date, 'YYYY-MM-DD') AS "startDate",
      to_char(end_date, 'YYYY-MM-DD') AS "endDate",
      begin_time AS "beginTime", end_time AS "endTime"
    FROM block_dates
    WHERE person_id = ${personId} AND ${touches(window, sql`start_date`, sql`end_date`)}`);
}

function vacationsOf(db: Db, personId: number, window: Window) {
  return db.rows<AvailabilityVacation>(sql`SELECT id, status,
      to_char(start_date, 'YYYY-MM-DD') AS "startDate",
      to_char(end_date, 'YYYY-MM-DD') AS "endDate",
      first_day_half AS "firstDayHalf", last_day_half AS "lastDayHalf"
    FROM vacation_requests
    WHERE person_id = ${personId} AND ${touches(window, sql`start_date`, sql`end_date`)}`);
}

// Crew item states a job never shows (vacant, not needed...) take no one's time.
const KNOWN = new Set<string>(JOB_STATUSES);
const shown = (jobs: AvailabilityJob[]) => jobs.filter((j) => KNOWN.has(j.status));

/**
 * A person's availability as the database holds it: their crew items (with the vacancies
 * they applied for, as "applied"), blocked dates and vacation requests. Read inside the
 * write's transaction, so the answer is about the state the write lands in.
 */
export async function personAvailability(db: Db, personId: number): Promise<PersonAvailability> {
  const [jobs, blockDates, vacations] = await Promise.all([
    jobsOf(db, personId, null),
    blockDatesOf(db, personId, null),
    vacationsOf(db, personId, null),
  ]);
  return { jobs: shown(jobs), blockDates, vacations };
}

/**
 * The collisions of a change the person makes, by the same rules the app asked before
 * queuing it. They are answered WITH the write, never a reason to refuse it: the person was
 * asked on the device and chose to go on (SPEC §5 asks for a confirmation, not a refusal), and
 * a change queued offline may arrive after its days have passed or a job was confirmed
 * meanwhile; refusing it then would drop what the person decided. The answer says what the
 * server saw, so a planner's tools and a later screen can show it.
 *
 * It reads only what collisionsOf can find a collision with, as every write of a calendar
 * pays for this read inside its transaction (the bench account's 1000 jobs and growing blocked
 * dates made it most of a POST /blockDates): entries whose days come within two days of the
 * change (collisionsOf needs days that overlap; a night shift reaches one day past its end
 * date), and only the kinds the change's kind is compared with (collisionsOf: a blocked date
 * only with jobs, a vacation with jobs and vacations). The answer is the same as from all.
 */
export async function collisionsFor(
  db: Db,
  personId: number,
  change: ProposedChange,
  today: Date,
): Promise<Collision[]> {
  // The change's dates are stored ones (its row or crew item was written or read in this
  // transaction), so PostgreSQL takes them as dates; least/greatest: an end before the start.
  const end = change.endDate ?? change.startDate;
  const window: Window = {
    from: sql`(least(${change.startDate}::date, ${end}::date) - 2)`,
    to: sql`(greatest(${change.startDate}::date, ${end}::date) + 2)`,
  };
  const none = Promise.resolve([]);
  const [jobs, blockDates, vacations] = await Promise.all([
    jobsOf(db, personId, window),
    change.kind === 'job' ? blockDatesOf(db, personId, window) : none,
    change.kind !== 'blockDate' ? vacationsOf(db, personId, window) : none,
  ]);
  const person = { jobs: shown(jobs), blockDates, vacations };
  return collisionsOf(person, change, today.toISOString().slice(0, 10));
}
