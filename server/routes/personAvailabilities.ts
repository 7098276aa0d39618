import { Hono } from 'hono';
import type { PersonAvailabilityRow } from '../../src/api/schemas/projectCopy';
import { sql, type Db } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { allow } from '../http/policy';

const daysBefore = (d: Date, n: number) =>
  new Date(d.getTime() - n * 86_400_000).toISOString().slice(0, 10);

/**
 * The people a planner may book (crew logins, and anyone already on a crew item) with their
 * bookings, sick days, blocked dates and vacations, one row each: the one source of the
 * planner's checks before booking one person (bookingRules) or a copy's persons (copyChecks).
 * The app runs them offline from this table, the server in the write's transaction. `since`
 * bounds the bookings: a booking or a copy is checked at dates rarely long past.
 */
async function availabilities(
  db: Db,
  personId: number | null,
  since: string | null,
): Promise<PersonAvailabilityRow[]> {
  const who =
    personId === null
      ? sql`(p.login_types @> '["Crew"]'::jsonb
          OR EXISTS (SELECT 1 FROM crew_items ci WHERE ci.person_id = p.id))`
      : sql`p.id = ${personId}`;
  const from = since === null ? sql`true` : sql`ci.end_date >= ${since}`;
  // A job on an internal sickness project (SPEC §9) is a sick day: `sick` marks it.
  return db.rows<PersonAvailabilityRow>(sql`SELECT p.id, p.version, p.name,
    coalesce((SELECT jsonb_agg(jsonb_build_object('id', ci.id, 'projectId', pc.project_id,
        'status', ci.status, 'startDate', to_char(ci.start_date, 'YYYY-MM-DD'),
        'endDate', to_char(ci.end_date, 'YYYY-MM-DD'), 'startTime', ci.start_time,
        'endTime', ci.end_time, 'sick', pr.internal_kind IS NOT DISTINCT FROM 'sickness',
        'projectNumber', pr.number, 'projectName', pr.name, 'crewName', pc.name)
        ORDER BY ci.start_date, ci.id)
      FROM crew_items ci JOIN project_crews pc ON pc.id = ci.crew_id
      JOIN projects pr ON pr.id = pc.project_id
      WHERE ci.person_id = p.id AND ci.status IN ('confirmed', 'toConfirm', 'requested')
        AND ${from}), '[]') AS jobs,
    coalesce((SELECT jsonb_agg(jsonb_build_object('id', b.id,
        'startDate', to_char(b.start_date, 'YYYY-MM-DD'), 'endDate', to_char(b.end_date, 'YYYY-MM-DD'),
        'beginTime', b.begin_time, 'endTime', b.end_time) ORDER BY b.id)
      FROM block_dates b WHERE b.person_id = p.id), '[]') AS "blockDates",
    coalesce((SELECT jsonb_agg(jsonb_build_object('id', v.id, 'status', v.status,
        'startDate', to_char(v.start_date, 'YYYY-MM-DD'), 'endDate', to_char(v.end_date, 'YYYY-MM-DD'),
        'firstDayHalf', v.first_day_half, 'lastDayHalf', v.last_day_half) ORDER BY v.id)
      FROM vacation_requests v WHERE v.person_id = p.id), '[]') AS vacations
    FROM persons p
    WHERE ${who}
    ORDER BY p.id`);
}

/** One person's availability, all bookings (the server's checks, in the write's transaction). */
export async function availabilityOf(
  db: Db,
  personId: number,
): Promise<PersonAvailabilityRow | null> {
  return (await availabilities(db, personId, null))[0] ?? null;
}

/** GET /personAvailabilities: planners only (they book persons; SPEC §2 planning rights). */
export function personAvailabilityRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get(
    '/personAvailabilities',
    allow({ types: ['planner'], right: ['projects'] }),
    async (c) => {
      const since = daysBefore(deps.today(), 366);
      const items = await availabilities(deps.db, null, since);
      return c.json({ items, total: items.length });
    },
  );
  return app;
}
