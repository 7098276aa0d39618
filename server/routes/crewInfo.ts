import { Hono } from 'hono';
import type { CrewInfoItem } from '../../src/api/schemas/crewInfo';
import { sql } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { allow } from '../http/policy';

/** Crew info from the office (SPEC §7): the same notes for every crew member. */
export function crewInfoRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  app.get('/crewInfo', allow({ types: ['crew'], right: ['crewInfo'] }), async (c) => {
    const items =
      await db.rows<CrewInfoItem>(sql`SELECT id, version, title, body_html AS "bodyHtml",
      to_char(published_at, 'YYYY-MM-DD') AS "publishedAt" FROM crew_info
      ORDER BY published_at DESC, id LIMIT 1000`);
    return c.json({ items, total: items.length });
  });

  return app;
}
