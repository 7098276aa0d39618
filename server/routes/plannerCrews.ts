import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  crewMembershipInputSchema,
  pCrewInputSchema,
  type PCrewInput,
} from '../../src/api/schemas/plannerCrews';
import { sql, type Db } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { apiError, parseBody } from '../http/errors';
import { idOf } from '../http/ids';
import { allow, personIdOf } from '../http/policy';
import { checkNotedVersion, noteChange } from '../http/rowChanges';
import { idempotentWrite } from '../http/writes';
import {
  crewsFor,
  memberCandidate,
  membershipsFor,
  plannerPersonsFor,
  viewerOf,
} from './plannerCrewQueries';

const CREWS = 'p_crews';
const MEMBERSHIPS = 'planner_crew_memberships';

// SPEC §2 and §6: the crew planner needs the crews right; membership crews are for clients and
// planners, only planners create them; adding and removing members needs crewMemberships
// CREATE and DELETE (a client only in the crews they are a member of).
const crewsReader = allow({ types: ['client', 'planner'], right: ['crews'] });
const membershipReader = allow({ types: ['client', 'planner'], right: ['membershipCrews'] });
const crewWriter = allow({ types: ['planner'], right: ['membershipCrews'] });
const memberAdder = allow({ types: ['client', 'planner'], right: ['crewMemberships', 'CREATE'] });
const memberRemover = allow({ types: ['client', 'planner'], right: ['crewMemberships', 'DELETE'] });

const list = <T>(items: T[]) => ({ items, total: items.length });

async function crewTypeExists(tx: Db, input: PCrewInput): Promise<void> {
  const type = await tx.one(sql`SELECT id FROM planner_crew_types WHERE id = ${input.crewTypeId}`);
  if (!type) {
    throw apiError(400, 'invalid_input', 'The request has invalid fields', {
      fields: { crewTypeId: 'no such crew type' },
    });
  }
}

export function plannerCrewRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const today = () => deps.today().toISOString().slice(0, 10);
  const viewer = (c: Context<AppEnv>) => viewerOf(c.get('payload'));

  // Reference lists of the crew planner's filters (SPEC §7 "Reference lists").
  app.get('/regions', crewsReader, async (c) =>
    c.json(list(await db.rows(sql`SELECT id, version, name FROM regions ORDER BY name`))),
  );
  app.get('/plannerCrewTypes', membershipReader, async (c) =>
    c.json(
      list(await db.rows(sql`SELECT id, version, name FROM planner_crew_types ORDER BY name`)),
    ),
  );
  // Functions and tags are free names on persons and crew items: listed as they are in use,
  // numbered by name (the filters keep names, not these numbers, in the URL).
  app.get('/functions', crewsReader, async (c) =>
    c.json(
      list(
        await db.rows(sql`SELECT (row_number() OVER (ORDER BY name))::int AS id, 1 AS version, name
          FROM (SELECT function_name AS name FROM person_functions
            UNION SELECT function_name FROM crew_items) f`),
      ),
    ),
  );
  app.get('/personTags', crewsReader, async (c) =>
    c.json(
      list(
        await db.rows(sql`SELECT (row_number() OVER (ORDER BY tag))::int AS id, 1 AS version,
          tag AS name FROM (SELECT DISTINCT tag FROM person_tags) t`),
      ),
    ),
  );

  app.get('/plannerCrewPersons', crewsReader, async (c) =>
    c.json(list(await plannerPersonsFor(db, viewer(c), today()))),
  );

  app.get('/pCrews', membershipReader, async (c) => {
    const v = viewer(c);
    const [crews, members] = await Promise.all([crewsFor(db, v), membershipsFor(db, v, today())]);
    return c.json(
      list(
        crews.map((crew) => ({ ...crew, members: members.filter((m) => m.crewId === crew.id) })),
      ),
    );
  });

  app.get('/plannerCrewMemberships', membershipReader, async (c) =>
    c.json(list(await membershipsFor(db, viewer(c), today()))),
  );

  app.post('/pCrews', crewWriter, async (c) => {
    const me = personIdOf(c.get('payload'));
    const input = parseBody(pCrewInputSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      await crewTypeExists(tx, input);
      const row = await tx.one<{
        id: number;
      }>(sql`INSERT INTO p_crews (name, crew_type_id, created_by)
        VALUES (${input.name}, ${input.crewTypeId}, ${me}) RETURNING id`);
      await noteChange(tx, c, CREWS, row!.id);
      const [crew] = await crewsFor(tx, viewer(c), sql`pc.id = ${row!.id}`);
      return { status: 201, body: { ...crew, members: [] } };
    });
  });

  app.post('/pCrews/:id{[0-9]+}', crewWriter, async (c) => {
    const id = idOf(c.req.param('id'), 'Crew not found');
    const input = parseBody(pCrewInputSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const [crew] = await crewsFor(tx, viewer(c), sql`pc.id = ${id}`);
      if (!crew) throw apiError(404, 'not_found', 'Crew not found');
      await checkNotedVersion(c, tx, CREWS, crew);
      await crewTypeExists(tx, input);
      if (crew.name !== input.name || crew.crewTypeId !== input.crewTypeId) {
        await tx.run(sql`UPDATE p_crews SET name = ${input.name}, crew_type_id = ${input.crewTypeId},
          version = version + 1 WHERE id = ${id}`);
        await noteChange(tx, c, CREWS, id);
      }
      const [updated] = await crewsFor(tx, viewer(c), sql`pc.id = ${id}`);
      return { status: 200, body: updated };
    });
  });

  app.post('/plannerCrewMemberships', memberAdder, async (c) => {
    const input = parseBody(crewMembershipInputSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const v = viewer(c);
      const [crew] = await crewsFor(tx, v, sql`pc.id = ${input.crewId}`);
      if (!crew) throw apiError(404, 'not_found', 'Crew not found');
      if (!(await memberCandidate(tx, input.personId))) {
        throw apiError(400, 'invalid_input', 'The request has invalid fields', {
          fields: { personId: 'no crew member or client with this id' },
        });
      }
      // Already a member: the membership that exists is the answer (nothing added twice).
      const row = await tx.one<{ id: number; added: boolean }>(sql`
        WITH added AS (INSERT INTO planner_crew_memberships (p_crew_id, person_id)
          VALUES (${input.crewId}, ${input.personId}) ON CONFLICT DO NOTHING RETURNING id)
        SELECT id, true AS added FROM added
        UNION ALL SELECT id, false FROM planner_crew_memberships
          WHERE p_crew_id = ${input.crewId} AND person_id = ${input.personId}
        LIMIT 1`);
      if (row!.added) await noteChange(tx, c, MEMBERSHIPS, row!.id);
      const [membership] = await membershipsFor(tx, v, today(), sql`m.id = ${row!.id}`);
      return { status: row!.added ? 201 : 200, body: membership };
    });
  });

  app.delete('/plannerCrewMemberships/:id{[0-9]+}', memberRemover, async (c) => {
    const id = idOf(c.req.param('id'), 'Member not found');
    return idempotentWrite(c, deps, { id }, async (tx) => {
      const [membership] = await membershipsFor(tx, viewer(c), today(), sql`m.id = ${id}`);
      if (!membership) throw apiError(404, 'not_found', 'This person is no longer in the crew');
      await checkNotedVersion(c, tx, MEMBERSHIPS, membership);
      await tx.run(sql`DELETE FROM planner_crew_memberships WHERE id = ${id}`);
      await noteChange(tx, c, MEMBERSHIPS, id);
      return { status: 204, body: null };
    });
  });

  return app;
}
