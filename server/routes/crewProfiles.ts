import { Hono } from 'hono';
import * as v from 'valibot';
import type { CrewProfile } from '../../src/api/schemas/jobDetails';
import { sql, type Db } from '../db/connect';
import type { AppEnv } from '../http/context';
import { allow, personIdOf } from '../http/policy';
import { apiError } from '../http/errors';
import { holds } from '../rights';
import { idParam } from '../../src/api/schemas/common';

/** A crew member's profile: name, functions worked, skills; contact only where allowed. */
async function profileOf(db: Db, raw: string, withContact: (id: number) => boolean) {
  const id = v.safeParse(idParam, raw);
  const row = id.success
    ? await db.one<CrewProfile>(sql`SELECT pe.id, cp.version, pe.name, pe.phone, pe.email,
        coalesce((SELECT json_agg(f.function_name ORDER BY f.function_name) FROM
          (SELECT DISTINCT function_name FROM crew_items WHERE person_id = pe.id) f), '[]'::json)
          AS functions,
        cp.skills, cp.about
      FROM persons pe JOIN crew_profiles cp ON cp.person_id = pe.id WHERE pe.id = ${id.output}`)
    : null;
  if (!row) throw apiError(404, 'not_found', 'Profile not found');
  // No contact data leaves the server without the right (issue 13: crewProfile CONTACT).
  const contact = withContact(row.id);
  return { ...row, phone: contact ? row.phone : null, email: contact ? row.email : null };
}

/** GET /public/crewProfiles/{personId}: no login, never contact details (SPEC §2 public route). */
export function publicCrewProfileRoutes(db: Db) {
  const app = new Hono<AppEnv>();
  app.get('/public/crewProfiles/:id', async (c) =>
    c.json(await profileOf(db, c.req.param('id'), () => false)),
  );
  return app;
}

/** GET /crewProfiles/{personId}: logged-in people; phone and e-mail for themselves or with CONTACT. */
export function crewProfileRoutes(db: Db) {
  const app = new Hono<AppEnv>();
  const anyone = allow({ types: ['crew', 'client', 'planner', 'office'], right: ['persons'] });
  app.get('/crewProfiles/:id', anyone, async (c) => {
    const me = personIdOf(c.get('payload'));
    const contact = holds(c.get('rights'), 'crewProfile', 'CONTACT');
    const profile = await profileOf(db, c.req.param('id'), (id) => id === me || contact);
    c.header('ETag', `"${profile.version}"`);
    return c.json(profile);
  });
  return app;
}
