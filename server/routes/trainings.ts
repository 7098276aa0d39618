import { Hono } from 'hono';
import type { Training } from '../../src/api/schemas/trainings';
import { sql } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { allow, personIdOf } from '../http/policy';

/** A person's trainings (SPEC §7). */
export function trainingRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  // Every personal login holds the training right (SPEC §2: "/trainings | all"); guests do not.
  app.get('/trainings', allow({ right: ['training'] }), async (c) => {
    const me = personIdOf(c.get('payload'));
    const items =
      await db.rows<Training>(sql`SELECT id, version, to_char(date, 'YYYY-MM-DD') AS date,
      title, location, status FROM trainings WHERE person_id = ${me} ORDER BY date, id LIMIT 1000`);
    return c.json({ items, total: items.length });
  });

  return app;
}
