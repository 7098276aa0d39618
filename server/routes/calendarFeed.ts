import { Hono } from 'hono';
import ical, { ICalEventStatus } from 'ical-generator';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { sql } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { apiError } from '../http/errors';

dayjs.extend(utc);
dayjs.extend(timezone);

export const API_BASE_PATH = '/api/v1';
export const feedPath = (secret: string) => `/calendar/${secret}.ics`;

/** How far back the feed reaches; the future is complete. */
const PAST_DAYS = 90;

type FeedJob = {
  id: number;
  projectName: string;
  projectNumber: string;
  functionName: string;
  company: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  location: string | null;
};
type FeedBlock = { id: number; startDate: string; endDate: string | null; reason: string };

/** A wall-clock time in the person's timezone as an instant (feeds are written in UTC). */
export function instantOf(date: string, time: string, tz: string): Date {
  return dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', tz).toDate();
}

/** A shift ending at or before its start time on the same date runs past midnight. */
export function jobEnd(job: Pick<FeedJob, 'startDate' | 'endDate' | 'startTime' | 'endTime'>) {
  const overnight = job.endDate === job.startDate && job.endTime <= job.startTime;
  const endDate = overnight ? dayjs(job.endDate).add(1, 'day').format('YYYY-MM-DD') : job.endDate;
  return { endDate, endTime: job.endTime };
}

/**
 * The public iCal feed of a calendar subscription (GET /api/v1/calendar/{secret}.ics): the
 * person's confirmed jobs and blocked dates. Calendar apps call it without a token or Type
 * header, so it is mounted before those checks; the secret in the path is the only key.
 */
export function calendarFeedRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  app.get('/calendar/:file{[A-Za-z0-9_-]{16,100}\\.ics}', async (c) => {
    const secret = c.req.param('file').replace(/\.ics$/, '');
    const owner = await db.one<{ personId: number; name: string; timezone: string }>(sql`
      SELECT p.id AS "personId", p.name, p.timezone FROM calendar_subscriptions s
      JOIN persons p ON p.id = s.person_id WHERE s.secret = ${secret}`);
    if (!owner) throw apiError(404, 'not_found', 'Calendar not found');
    const since = dayjs(deps.today()).subtract(PAST_DAYS, 'day').format('YYYY-MM-DD');
    const [jobs, blocks] = await Promise.all([
      db.rows<FeedJob>(sql`SELECT ci.id, p.name AS "projectName", p.number AS "projectNumber",
          ci.function_name AS "functionName", co.name AS company,
          to_char(ci.start_date, 'YYYY-MM-DD') AS "startDate", to_char(ci.end_date, 'YYYY-MM-DD') AS "endDate",
          ci.start_time AS "startTime", ci.end_time AS "endTime",
          CASE WHEN l.id IS NULL THEN NULL ELSE l.name || ', ' || l.address || ', ' || l.city END AS location
        FROM crew_items ci
        JOIN project_crews pc ON pc.id = ci.crew_id
        JOIN projects p ON p.id = pc.project_id
        JOIN companies co ON co.id = p.company_id
        LEFT JOIN locations l ON l.id = pc.location_id
        WHERE ci.person_id = ${owner.personId} AND ci.status = 'confirmed'
          AND (NOT ci.crew_chief_only OR pc.chief_person_id = ${owner.personId})
          AND ci.end_date >= ${since}
        ORDER BY ci.start_date, ci.id`),
      db.rows<FeedBlock>(sql`SELECT id, to_char(start_date, 'YYYY-MM-DD') AS "startDate",
          to_char(end_date, 'YYYY-MM-DD') AS "endDate", reason
        FROM block_dates WHERE person_id = ${owner.personId}
          AND coalesce(end_date, start_date) >= ${since} ORDER BY start_date, id`),
    ]);

    const calendar = ical({
      name: `Crew Hub – ${owner.name}`,
      prodId: { company: 'Crew Hub', product: 'jobs', language: 'EN' },
      ttl: 3600,
    });
    const host = new URL(c.req.url).host;
    for (const job of jobs) {
      const end = jobEnd(job);
      calendar.createEvent({
        id: `job-${job.id}@${host}`,
        start: instantOf(job.startDate, job.startTime, owner.timezone),
        end: instantOf(end.endDate, end.endTime, owner.timezone),
        summary: `${job.projectName} – ${job.functionName}`,
        description: `${job.company} · ${job.projectNumber}`,
        location: job.location,
        status: ICalEventStatus.CONFIRMED,
        url: `${new URL(c.req.url).origin}/jobs/${job.id}`,
      });
    }
    for (const block of blocks) {
      const last = block.endDate ?? block.startDate;
      calendar.createEvent({
        id: `blocked-${block.id}@${host}`,
        // All-day events are written from the UTC date: midnight UTC keeps the day itself.
        start: new Date(`${block.startDate}T00:00:00Z`),
        end: dayjs.utc(last).add(1, 'day').toDate(),
        allDay: true,
        summary: `Blocked: ${block.reason}`,
      });
    }
    return c.body(calendar.toString(), 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="crew-hub.ics"',
      'Cache-Control': 'private, max-age=300',
    });
  });

  return app;
}
