import { Hono } from 'hono';
import { isBooked, isNeeded } from '../../src/api/schemas/crewItemStatusRules';
import type { PlanningCrewItem } from '../../src/api/schemas/planningCrewItems';
import { sql, type Db } from '../db/connect';
import type { AppEnv } from '../http/context';
import { allow, personIdOf } from '../http/policy';
import { offsetOf, parseQuery } from '../http/query';
import { apiError } from '../http/errors';

type ItemRow = Omit<PlanningCrewItem, 'crewBooked' | 'crewNeeded'>;
type FillItem = Pick<
  PlanningCrewItem,
  'crewId' | 'personId' | 'status' | 'notNeeded' | 'siteStatus' | 'crewChiefOnly'
>;

const COLUMNS = sql`ci.id, ci.version, p.number AS "projectNumber", p.name AS "projectName",
  pc.id AS "crewId", pc.name AS "crewName", ci.function_name AS "functionName",
  ci.person_id AS "personId", pe.name AS "personName",
  to_char(ci.start_date, 'YYYY-MM-DD') AS "startDate", to_char(ci.end_date, 'YYYY-MM-DD') AS "endDate",
  ci.start_time AS "startTime", ci.end_time AS "endTime", ci.status, ci.not_needed AS "notNeeded",
  ci.site_status AS "siteStatus", ci.crew_chief_only AS "crewChiefOnly"`;

const FROM = sql`FROM crew_items ci JOIN project_crews pc ON pc.id = ci.crew_id
  JOIN projects p ON p.id = pc.project_id LEFT JOIN persons pe ON pe.id = ci.person_id`;

/**
 * Booked / needed per crew over ALL its items (not only those in the window), by the rules
 * the project's crews section uses (crewItemStatusRules): the chief's own preparation item
 * and items not needed are no place to fill.
 */
async function fillRates(db: Db, crewIds: number[]) {
  const rates = new Map<number, { booked: number; needed: number }>();
  if (crewIds.length === 0) return rates;
  const items =
    await db.rows<FillItem>(sql`SELECT ci.crew_id AS "crewId", ci.person_id AS "personId",
      ci.status, ci.not_needed AS "notNeeded", ci.site_status AS "siteStatus",
      ci.crew_chief_only AS "crewChiefOnly"
    FROM crew_items ci WHERE ci.crew_id IN (${sql.join(
      crewIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  for (const item of items) {
    const rate = rates.get(item.crewId) ?? { booked: 0, needed: 0 };
    rates.set(item.crewId, rate);
    if (item.crewChiefOnly || !isNeeded(item)) continue;
    rate.needed += 1;
    if (isBooked(item)) rate.booked += 1;
  }
  return rates;
}

/** GET /planningCrewItems (SPEC §2 planning crew item list): clients only, own companies only. */
export function planningCrewItemRoutes(db: Db) {
  const app = new Hono<AppEnv>();

  app.get(
    '/planningCrewItems',
    allow({ types: ['client'], right: ['planningCrewItemList'] }),
    async (c) => {
      const me = personIdOf(c.get('payload'));
      const q = parseQuery(c.req.query());
      if (q.dateFrom && q.dateTo && q.dateTo < q.dateFrom) {
        throw apiError(400, 'invalid_query', 'The query has invalid parameters', {
          fields: { dateTo: 'must not be before dateFrom' },
        });
      }
      // The client's company scope, as GET /projects applies it: a client never receives
      // another company's crew items, whatever else the login holds (a planner-and-client too).
      // Internal sickness and vacation projects hold people's absences, not the client's work.
      const where = sql`p.company_id = (SELECT company_id FROM persons WHERE id = ${me})
        AND p.internal_kind IS NULL
        AND ${q.dateFrom ? sql`ci.end_date >= ${q.dateFrom}` : sql`true`}
        AND ${q.dateTo ? sql`ci.start_date <= ${q.dateTo}` : sql`true`}`;
      const [rows, count] = await Promise.all([
        db.rows<ItemRow>(sql`SELECT ${COLUMNS} ${FROM} WHERE ${where}
          ORDER BY ci.start_date, ci.start_time, p.number, ci.id
          LIMIT ${q.limit} OFFSET ${offsetOf(q)}`),
        db.one<{ n: number }>(sql`SELECT count(*)::int AS n ${FROM} WHERE ${where}`),
      ]);
      const rates = await fillRates(db, [...new Set(rows.map((r) => r.crewId))]);
      const items: PlanningCrewItem[] = rows.map((r) => ({
        ...r,
        crewBooked: rates.get(r.crewId)?.booked ?? 0,
        crewNeeded: rates.get(r.crewId)?.needed ?? 0,
      }));
      return c.json({ items, total: count?.n ?? 0 });
    },
  );

  return app;
}
