import type { PlanningCalendarItem } from '../../src/api/schemas/planningCalendar';
import { sql, type Db } from '../db/connect';

/** Who asks, which decides what they see (SPEC §6 rights, clients scoped to their company). */
export type PlanningViewer = {
  /** Null for a planner (all projects); a client's company otherwise. */
  companyId: number | null;
  /** planningCalendar READSPAREFUNCTION: spare positions are shown. */
  spare: boolean;
};

export type PlanningWindow = {
  from: string;
  /** Null: open-ended (a contact's items from one month ago on). */
  to: string | null;
  personId: number | null;
  limit: number;
};

const COMMON = sql`false AS unpaid`;

/**
 * Crew items with a person, and spare positions (booked or not) for those who may see them.
 * An open item that is not a spare is a vacancy, not a person's plan: the crew item list and
 * the project show those. Sick days are crew items on an internal sickness project (the
 * booking check's rule); clients see only their company's projects and no internal ones.
 */
function crewItems(v: PlanningViewer, w: PlanningWindow) {
  const scope =
    v.companyId === null
      ? sql`(p.internal_kind IS NULL OR p.internal_kind = 'sickness')`
      : sql`p.internal_kind IS NULL AND p.company_id = ${v.companyId}`;
  const spare = v.spare
    ? sql`(ci.person_id IS NOT NULL OR ci.spare)`
    : sql`ci.person_id IS NOT NULL AND NOT ci.spare`;
  const to = w.to === null ? sql`true` : sql`ci.start_date <= ${w.to}`;
  const who = w.personId === null ? sql`true` : sql`ci.person_id = ${w.personId}`;
  return sql`SELECT ci.id * 8 AS id, ci.version,
      CASE WHEN p.internal_kind = 'sickness' THEN 'sickDay' ELSE 'crewItem' END AS kind,
      ci.id AS "sourceId", ci.person_id AS "personId", pe.name AS "personName",
      p.number AS "projectNumber", p.name AS "projectName", pc.name AS "crewName",
      ci.function_name AS "functionName",
      to_char(ci.start_date, 'YYYY-MM-DD') AS "startDate", to_char(ci.end_date, 'YYYY-MM-DD') AS "endDate",
      ci.start_time AS "startTime", ci.end_time AS "endTime", ci.status,
      ci.site_status AS "siteStatus", ci.not_needed AS "notNeeded", ci.spare, ${COMMON},
      NULL::text AS label
    FROM crew_items ci JOIN project_crews pc ON pc.id = ci.crew_id
      JOIN projects p ON p.id = pc.project_id LEFT JOIN persons pe ON pe.id = ci.person_id
    WHERE ci.end_date >= ${w.from} AND ${to} AND ${who} AND ${scope} AND ${spare}`;
}

/** A person's own days off: blocked dates and vacations not declined (planners only). */
function personalEvents(w: PlanningWindow) {
  const bTo = w.to === null ? sql`true` : sql`b.start_date <= ${w.to}`;
  const vTo = w.to === null ? sql`true` : sql`v.start_date <= ${w.to}`;
  const bWho = w.personId === null ? sql`true` : sql`b.person_id = ${w.personId}`;
  const vWho = w.personId === null ? sql`true` : sql`v.person_id = ${w.personId}`;
  return sql`SELECT b.id * 8 + 1 AS id, b.version, 'blockDate' AS kind, b.id AS "sourceId",
      b.person_id AS "personId", pe.name AS "personName", NULL AS "projectNumber",
      NULL AS "projectName", NULL AS "crewName", NULL AS "functionName",
      to_char(b.start_date, 'YYYY-MM-DD') AS "startDate",
      to_char(coalesce(b.end_date, b.start_date), 'YYYY-MM-DD') AS "endDate",
      b.begin_time AS "startTime", b.end_time AS "endTime", NULL AS status,
      NULL AS "siteStatus", false AS "notNeeded", false AS spare, ${COMMON}, b.reason AS label
    FROM block_dates b JOIN persons pe ON pe.id = b.person_id
    WHERE coalesce(b.end_date, b.start_date) >= ${w.from} AND ${bTo} AND ${bWho}
    UNION ALL
    SELECT v.id * 8 + 2, v.version, 'vacation', v.id, v.person_id, pe.name, NULL, NULL, NULL,
      NULL, to_char(v.start_date, 'YYYY-MM-DD'), to_char(v.end_date, 'YYYY-MM-DD'),
      CASE WHEN v.first_day_half = 'afternoon' THEN '12:00' END,
      CASE WHEN (CASE WHEN v.start_date = v.end_date THEN v.first_day_half ELSE v.last_day_half END)
        = 'morning' THEN '12:00' END,
      v.status, NULL, false, false, v.unpaid, NULL
    FROM vacation_requests v JOIN persons pe ON pe.id = v.person_id
    WHERE v.status <> 'declined' AND v.end_date >= ${w.from} AND ${vTo} AND ${vWho}`;
}

function bankHolidays(w: PlanningWindow) {
  const to = w.to === null ? sql`true` : sql`h.day <= ${w.to}`;
  return sql`SELECT h.id * 8 + 3, 1, 'bankHoliday', h.id, NULL::integer, NULL, NULL, NULL, NULL,
      NULL, to_char(h.day, 'YYYY-MM-DD'), to_char(h.day, 'YYYY-MM-DD'), NULL, NULL, NULL, NULL,
      false, false, false, h.name
    FROM bank_holidays h WHERE h.day >= ${w.from} AND ${to}`;
}

/**
 * Every planning row of the window, in day order. Clients see their projects' crew items and
 * the bank holidays, never a person's blocked dates, vacations or sick days (those are the
 * provider's business with its staff).
 */
export function planningItems(
  db: Db,
  viewer: PlanningViewer,
  w: PlanningWindow,
): Promise<PlanningCalendarItem[]> {
  const parts = [crewItems(viewer, w)];
  if (viewer.companyId === null) parts.push(personalEvents(w));
  if (w.personId === null) parts.push(bankHolidays(w));
  const union = parts.reduce((all, part) => sql`${all} UNION ALL ${part}`);
  return db.rows<PlanningCalendarItem>(
    sql`SELECT * FROM (${union}) x ORDER BY "startDate", id LIMIT ${w.limit}`,
  );
}
