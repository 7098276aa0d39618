import { Hono } from 'hono';
import type { Context } from 'hono';
import * as v from 'valibot';
import { idParam } from '../../src/api/schemas/common';
import { planningWindowSchema } from '../../src/api/schemas/planningCalendar';
import { sql } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { apiError, fieldsOf } from '../http/errors';
import { allow, personIdOf } from '../http/policy';
import { holds, loginTypesOf } from '../rights';
import { planningItems, type PlanningViewer } from './planningCalendarQueries';

/** SPEC §9: most lists use limit 1000; a contact's planner items are one such list. */
const CONTACT_LIMIT = 1000;
/** A window is at most 62 days; even the bench's busiest month stays far below this. */
const WINDOW_LIMIT = 50_000;

const monthBefore = (d: Date) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, d.getUTCDate()))
    .toISOString()
    .slice(0, 10);

async function viewerOf(deps: Deps, c: Context<AppEnv>): Promise<PlanningViewer> {
  const payload = c.get('payload');
  const spare = holds(c.get('rights'), 'planningCalendar', 'READSPAREFUNCTION');
  if (loginTypesOf(payload).includes('planner')) return { companyId: null, spare };
  const me = personIdOf(payload);
  const row = await deps.db.one<{ companyId: number | null }>(
    sql`SELECT company_id AS "companyId" FROM persons WHERE id = ${me}`,
  );
  // A client without a company sees no project: -1 names none.
  return { companyId: row?.companyId ?? -1, spare };
}

const rule = allow({ types: ['client', 'planner'], right: ['planningCalendar'] });

/**
 * GET /planningCalendarItems?from&to: every planning row of at most 62 days.
 * GET /contacts/{id}/plannerPlanningItems: one person's rows from one month ago on (SPEC §9).
 */
export function planningCalendarRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/planningCalendarItems', rule, async (c) => {
    const parsed = v.safeParse(planningWindowSchema, c.req.query());
    if (!parsed.success)
      throw apiError(400, 'invalid_query', 'The query has invalid parameters', {
        fields: fieldsOf(parsed.issues),
      });
    const viewer = await viewerOf(deps, c);
    const items = await planningItems(deps.db, viewer, {
      ...parsed.output,
      personId: null,
      limit: WINDOW_LIMIT,
    });
    return c.json({ items, total: items.length });
  });

  app.get('/contacts/:id/plannerPlanningItems', rule, async (c) => {
    const id = v.safeParse(idParam, c.req.param('id'));
    if (!id.success)
      throw apiError(400, 'invalid_query', 'The contact id is not a number', {
        fields: { id: 'expected a positive integer' },
      });
    const exists = await deps.db.one(sql`SELECT 1 FROM persons WHERE id = ${id.output}`);
    if (!exists) throw apiError(404, 'not_found', 'Contact not found');
    const viewer = await viewerOf(deps, c);
    const items = await planningItems(deps.db, viewer, {
      from: monthBefore(deps.today()),
      to: null,
      personId: id.output,
      limit: CONTACT_LIMIT,
    });
    return c.json({ items, total: items.length });
  });

  return app;
}
