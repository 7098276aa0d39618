import { Hono } from 'hono';
import type {
  CrewFunction,
  CrewRatingSummary,
  DocumentBasedSkill,
} from '../../src/api/schemas/crewMemberProfile';
import { sql, type Db } from '../db/connect';
import type { AppEnv } from '../http/context';
import { allow } from '../http/policy';
import { apiError } from '../http/errors';
import { idOf } from '../http/ids';

/** The person of the path, or 404: the profile screen says "Profile not found". */
async function personOf(db: Db, raw: string): Promise<number> {
  const id = idOf(raw, 'Profile not found');
  const row = await db.one<{ id: number }>(sql`SELECT id FROM persons WHERE id = ${id}`);
  if (!row) throw apiError(404, 'not_found', 'Profile not found');
  return row.id;
}

const list = <T>(items: T[]) => ({ items, total: items.length });

/**
 * SPEC §7 "Crew member": what a planner reads about a person on /crew-profile/{personId}.
 * Planners only (with the persons right): crew members see colleagues through
 * /crewProfiles, and guests reach no person at all (SPEC §5).
 */
export function crewMemberRoutes(db: Db) {
  const app = new Hono<AppEnv>();
  const planner = allow({ types: ['planner'], right: ['persons'] });

  app.get('/crewMember/:id/crewFunctions', planner, async (c) => {
    const id = await personOf(db, c.req.param('id'));
    const items = await db.rows<CrewFunction>(sql`SELECT function_name AS name, main
      FROM person_functions WHERE person_id = ${id} ORDER BY main DESC, function_name`);
    return c.json(list(items));
  });

  app.get('/crewMember/:id/crewTags', planner, async (c) => {
    const id = await personOf(db, c.req.param('id'));
    const items = await db.rows<{ tag: string }>(
      sql`SELECT tag FROM person_tags WHERE person_id = ${id} ORDER BY tag`,
    );
    return c.json(list(items));
  });

  app.get('/crewMember/:id/documentBasedSkills', planner, async (c) => {
    const id = await personOf(db, c.req.param('id'));
    const items = await db.rows<DocumentBasedSkill>(sql`SELECT id, skill,
        document_name AS "documentName", to_char(valid_until, 'YYYY-MM-DD') AS "validUntil"
      FROM person_document_skills WHERE person_id = ${id} ORDER BY skill, id`);
    return c.json(list(items));
  });

  app.get('/crewMember/:id/crewRatings', planner, async (c) => {
    const id = await personOf(db, c.req.param('id'));
    const items = await db.rows<CrewRatingSummary>(sql`SELECT t.id AS "ratingTypeId", t.name,
        round(avg(r.value), 1)::float8 AS average, count(*)::int AS count
      FROM crew_item_ratings r JOIN crew_items ci ON ci.id = r.crew_item_id
      JOIN crew_rating_types t ON t.id = r.rating_type_id
      WHERE ci.person_id = ${id} GROUP BY t.id, t.name ORDER BY t.id`);
    return c.json(list(items));
  });

  return app;
}
