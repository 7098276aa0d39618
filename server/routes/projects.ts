import { Hono } from 'hono';
import type { Project } from '../../src/api/schemas/projects';
import { sql, type Db } from '../db/connect';
import type { AppEnv } from '../http/context';
import { allow, personIdOf } from '../http/policy';
import { parseQuery, offsetOf } from '../http/query';
import { apiError } from '../http/errors';
import { loginTypesOf } from '../rights';
import { requireProjectReader } from './crewAccess';

/** Exported for the writes that answer the same entity: create (projectCreate.ts) and copy. */
export const PROJECT_COLUMNS = sql`
  p.id, p.version, p.number, p.name, co.name AS company, p.client_mark AS "clientMark",
  to_char(p.begin_date, 'YYYY-MM-DD') AS "beginDate", to_char(p.end_date, 'YYYY-MM-DD') AS "endDate",
  p.reference, p.closed, p.project_manager_id AS "projectManagerId", pm.name AS "projectManagerName",
  p.company_id AS "companyId", p.status, p.branch_id AS "branchId", br.name AS "branchName",
  p.rate_card_id AS "rateCardId", rc.name AS "rateCardName",
  p.catering_type_id AS "cateringTypeId", ct.name AS "cateringTypeName", p.comment,
  p.internal_kind AS "internalKind",
  ARRAY(SELECT DISTINCT l.name FROM project_crews pc JOIN locations l ON l.id = pc.location_id
    WHERE pc.project_id = p.id ORDER BY l.name) AS "locationNames"`;

export const PROJECT_FROM = sql`FROM projects p JOIN companies co ON co.id = p.company_id
  LEFT JOIN persons pm ON pm.id = p.project_manager_id
  LEFT JOIN branches br ON br.id = p.branch_id
  LEFT JOIN rate_cards rc ON rc.id = p.rate_card_id
  LEFT JOIN catering_agreement_types ct ON ct.id = p.catering_type_id`;

/** SPEC §9: project lists leave out internal sickness and vacation, from 2018-01-01 on. */
const LISTED = sql`p.internal_kind IS NULL AND p.begin_date >= '2018-01-01'`;

// A Map, not an object literal: `?filter=constructor` or `__proto__` must not find
// Object.prototype's members (once a 500).
const FILTERS = new Map<string, (me: number) => ReturnType<typeof sql>>([
  ['notClosed', () => sql`NOT p.closed`],
  ['closed', () => sql`p.closed`],
  ['myNotClosed', (me) => sql`NOT p.closed AND p.project_manager_id = ${me}`],
  ['myClosed', (me) => sql`p.closed AND p.project_manager_id = ${me}`],
]);

export function projectRoutes(db: Db) {
  const app = new Hono<AppEnv>();

  app.get('/projects', allow({ types: ['client', 'planner'], right: ['projects'] }), async (c) => {
    const payload = c.get('payload');
    const me = personIdOf(payload);
    const q = parseQuery(c.req.query());
    const filter = FILTERS.get(q.filter ?? 'notClosed');
    if (!filter)
      throw apiError(400, 'invalid_query', 'Unknown filter', {
        fields: { filter: 'unknown filter' },
      });
    // Clients see their own company's projects; planners see all.
    const scope = loginTypesOf(payload).includes('planner')
      ? sql`true`
      : sql`p.company_id = (SELECT company_id FROM persons WHERE id = ${me})`;
    const where = sql`${LISTED} AND ${scope} AND ${filter(me)}`;
    const [items, count] = await Promise.all([
      db.rows<Project>(sql`SELECT ${PROJECT_COLUMNS} ${PROJECT_FROM} WHERE ${where}
        ORDER BY p.begin_date DESC, p.id LIMIT ${q.limit} OFFSET ${offsetOf(q)}`),
      db.one<{ n: number }>(sql`SELECT count(*)::int AS n ${PROJECT_FROM} WHERE ${where}`),
    ]);
    return c.json({ items, total: count?.n ?? 0 });
  });

  app.get(
    '/projects/:number',
    allow({
      types: ['client', 'planner', 'crew'],
      right: ['projects'],
      guest: (p, ctx) =>
        p.type === 'project' && p.loginData.projectNumber === ctx.req.param('number'),
    }),
    async (c) => {
      const number = c.req.param('number');
      const project = await db.one<Project>(
        sql`SELECT ${PROJECT_COLUMNS} ${PROJECT_FROM} WHERE p.number = ${number}`,
      );
      if (!project) throw apiError(404, 'not_found', 'Project not found');
      // The same company scope as the list, and crew members only their own jobs' projects.
      await requireProjectReader(db, c.get('payload'), number);
      c.header('ETag', `"${project.version}"`);
      return c.json(project);
    },
  );

  return app;
}
