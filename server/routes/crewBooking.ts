import { Hono } from 'hono';
import { sql } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { apiError } from '../http/errors';
import { allow } from '../http/policy';
import { requireProjectReader } from './crewAccess';
import { crewBookingOf } from './crewBookingQueries';

/**
 * The project's crews for its detail screen (issue 13):
 * - GET /projects/{number}/crewBooking → {crews, items}: every crew with chief, location,
 *   sign-off and last live location, and every crew item with person, planning status and
 *   the chief's site status. Planners, and clients of the project's company (read-only).
 *   The app pulls it on opening the project and again every 30 s while it stays open.
 * The people a planner may book, with what a booking could collide with, come from
 * GET /personAvailabilities (personAvailabilities.ts), the one source of both booking checks.
 */
export function crewBookingRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  app.get(
    '/projects/:number/crewBooking',
    allow({ types: ['client', 'planner'], right: ['projects'] }),
    async (c) => {
      const number = c.req.param('number');
      const project = await db.one<{ id: number }>(
        sql`SELECT id FROM projects WHERE number = ${number}`,
      );
      if (!project) throw apiError(404, 'not_found', 'Project not found');
      await requireProjectReader(db, c.get('payload'), number);
      return c.json(await crewBookingOf(db, number));
    },
  );

  return app;
}
