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
import { sql, type Db } from '../db/connect';

/**
 * A person's availability as the database holds it: their crew items (with the vacancies
 * they applied for, as "applied"), blocked dates and vacation requests. Read inside the
 * write's transaction, so the answer is about the state the write lands in.
 */
export async function personAvailability(db: Db, personId: number): Promise<PersonAvailability> {
  const [jobs, blockDates, vacations] = await Promise.all([
    db.rows<AvailabilityJob>(sql`SELECT ci.id,
        CASE WHEN ci.person_id = ${personId} THEN ci.status ELSE 'applied' END AS status,
        to_char(ci.start_date, 'YYYY-MM-DD') AS "startDate",
        to_char(ci.end_date, 'YYYY-MM-DD') AS "endDate",
        ci.start_time AS "startTime", ci.end_time AS "endTime"
      FROM crew_items ci
      WHERE ci.person_id = ${personId}
        OR (ci.person_id IS NULL AND ci.id IN
          (SELECT crew_item_id FROM vacancy_applications WHERE person_id = ${personId}))`),
    db.rows<AvailabilityBlockDate>(sql`SELECT id,
        to_char(start_date, 'YYYY-MM-DD') AS "startDate",
        to_char(end_date, 'YYYY-MM-DD') AS "endDate",
        begin_time AS "beginTime", end_time AS "endTime"
      FROM block_dates WHERE person_id = ${personId}`),
    db.rows<AvailabilityVacation>(sql`SELECT id, status,
        to_char(start_date, 'YYYY-MM-DD') AS "startDate",
        to_char(end_date, 'YYYY-MM-DD') AS "endDate",
        first_day_half AS "firstDayHalf", last_day_half AS "lastDayHalf"
      FROM vacation_requests WHERE person_id = ${personId}`),
  ]);
  // Crew item states a job never shows (vacant, not needed...) take no one's time.
  const known = new Set<string>(JOB_STATUSES);
  return { jobs: jobs.filter((j) => known.has(j.status)), blockDates, vacations };
}

/**
 * The collisions of a change the person makes, by the same rules the app asked before
 * queuing it. They are answered WITH the write, never a reason to refuse it: the person was
 * asked on the device and chose to go on (SPEC §5 asks for a confirmation, not a refusal), and
 * a change queued offline may arrive after its days have passed or a job was confirmed
 * meanwhile; refusing it then would drop what the person decided. The answer says what the
 * server saw, so a planner's tools and a later screen can show it.
 */
export async function collisionsFor(
  db: Db,
  personId: number,
  change: ProposedChange,
  today: Date,
): Promise<Collision[]> {
  const person = await personAvailability(db, personId);
  return collisionsOf(person, change, today.toISOString().slice(0, 10));
}
