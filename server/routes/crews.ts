import { Hono } from 'hono';
import {
  crewItemChangeSchema,
  crewRatingInputSchema,
  siteEventInputSchema,
  type SiteEvent,
} from '../../src/api/schemas/crews';
import { nextSiteStatus, refusalOf } from '../../src/api/schemas/crewSiteRules';
import { sql } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { allow, personIdOf } from '../http/policy';
import { apiError, parseBody } from '../http/errors';
import { idempotentWrite } from '../http/writes';
import { checkNotedVersion, noteChange } from '../http/rowChanges';
import { requireCrewChief, requireCrewReader, requireLocationReader } from './crewAccess';
import { crewById, crewMemberById, crewMembers, locationById } from './crewQueries';
import { withCrewItemChanges } from './crewItemChangeRecord';
import { idOf } from '../http/ids';

/**
 * The crew chief's job pack and site day (issue 5):
 *
 * - GET  /projectCrews/{id}                          → Crew (chief, member, project guest)
 * - GET  /projectCrews/{id}/projectCrewItems         → {items: CrewMember[], total}
 * - GET  /projectCrews/{id}/siteEvents               → {items: SiteEvent[], total}, in order
 *        (chief and members; not guests: check-in GPS points are no guest route, SPEC §5)
 * - GET  /projectCrews/{id}/projectCrewItemRatings   → {items: {crewItemId, ratingTypeId, value}[]}
 * - POST /projectCrews/{id}/projectCrewItemRatings   {crewItemId, ratingTypeId, value 1–5}
 *        → the rated CrewMember (chief only; last rating per type wins)
 * - POST /projectCrewItems/{id}/siteEvents           {kind, deviceTime, latitude, longitude,
 *        accuracy, method} with If-Match on the crew item version → the updated CrewMember.
 *        Chief of the item's crew only (403); a step the state rules forbid is 409; a stale
 *        If-Match is 412 with the current CrewMember. One member's events replay FIFO in the app.
 * - POST /projectCrewItems/{id}                      {startTime?, endTime?, functionName?}
 *        (planner) with If-Match → the changed CrewMember, version bumped.
 * - GET  /projects/{number}/projectCrews           → {items: Crew[]} (that project's guest,
 *        planners): what a project guest's app pulls (SPEC §5)
 * - GET  /crewRatingTypes                            → {items: {id, name}[]}
 * - GET  /locations/{id}                             → Location
 */
export function crewRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const reader = allow({ types: ['crew'], guest: (p) => p.type === 'project' });
  const planner = allow({ types: ['planner'] });

  app.get('/projectCrews/:id{[0-9]+}', reader, async (c) => {
    const crew = await requireCrewReader(db, c.get('payload'), c.req.param('id'));
    return c.json(await crewById(db, crew.id));
  });

  app.get('/projectCrews/:id{[0-9]+}/projectCrewItems', reader, async (c) => {
    const crew = await requireCrewReader(db, c.get('payload'), c.req.param('id'));
    const items = await crewMembers(db, crew.id);
    return c.json({ items, total: items.length });
  });

  app.get('/projectCrews/:id{[0-9]+}/siteEvents', reader, async (c) => {
    const crew = await requireCrewReader(db, c.get('payload'), c.req.param('id'), {
      guests: false,
    });
    const items = await db.rows<SiteEvent>(sql`SELECT e.id, e.crew_item_id AS "crewItemId", e.kind,
        to_char(e.device_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "deviceTime",
        e.latitude, e.longitude, e.accuracy, e.method, e.recorded_by AS "recordedBy",
        to_char(e.server_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "serverTime"
      FROM crew_site_events e JOIN crew_items ci ON ci.id = e.crew_item_id
      WHERE ci.crew_id = ${crew.id} ORDER BY e.id`);
    return c.json({ items, total: items.length });
  });

  app.get('/projectCrews/:id{[0-9]+}/projectCrewItemRatings', reader, async (c) => {
    const crew = await requireCrewReader(db, c.get('payload'), c.req.param('id'), {
      guests: false,
    });
    const items = await db.rows(sql`SELECT r.crew_item_id AS "crewItemId",
        r.rating_type_id AS "ratingTypeId", r.value
      FROM crew_item_ratings r JOIN crew_items ci ON ci.id = r.crew_item_id
      WHERE ci.crew_id = ${crew.id} ORDER BY r.crew_item_id, r.rating_type_id`);
    return c.json({ items, total: items.length });
  });

  app.post('/projectCrews/:id{[0-9]+}/projectCrewItemRatings', reader, async (c) => {
    const payload = c.get('payload');
    const crew = await requireCrewChief(db, payload, c.req.param('id'));
    const input = parseBody(crewRatingInputSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const member = await crewMemberById(tx, input.crewItemId);
      if (member.crewId !== crew.id) throw apiError(404, 'not_found', 'Crew member not found');
      const type = await tx.one(
        sql`SELECT id FROM crew_rating_types WHERE id = ${input.ratingTypeId}`,
      );
      if (!type) throw apiError(400, 'invalid_input', 'Unknown rating type');
      await tx.run(sql`INSERT INTO crew_item_ratings (crew_item_id, rating_type_id, value, rated_by)
        VALUES (${member.id}, ${input.ratingTypeId}, ${input.value}, ${personIdOf(payload)})
        ON CONFLICT (crew_item_id, rating_type_id) DO UPDATE SET value = EXCLUDED.value,
          rated_by = EXCLUDED.rated_by`);
      await tx.run(sql`UPDATE crew_items SET version = version + 1 WHERE id = ${member.id}`);
      await noteChange(tx, c, 'crew_items', member.id);
      return { status: 200, body: await crewMemberById(tx, member.id) };
    });
  });

  app.post('/projectCrewItems/:id{[0-9]+}/siteEvents', reader, async (c) => {
    const payload = c.get('payload');
    const id = idOf(c.req.param('id'), 'Crew member not found');
    const input = parseBody(siteEventInputSchema, await c.req.json().catch(() => null));
    const first = await crewMemberById(db, id);
    await requireCrewChief(db, payload, first.crewId);
    return idempotentWrite(c, deps, input, async (tx) => {
      const member = await crewMemberById(tx, id);
      await checkNotedVersion(c, tx, 'crew_items', member);
      const next = nextSiteStatus(member.siteStatus, input.kind);
      if (!next) {
        throw apiError(
          409,
          'site_status',
          refusalOf(member.siteStatus, input.kind) ?? 'Not allowed',
          {
            current: member,
          },
        );
      }
      await tx.run(sql`INSERT INTO crew_site_events
          (crew_item_id, kind, device_time, latitude, longitude, accuracy, method, recorded_by)
        VALUES (${id}, ${input.kind}, ${input.deviceTime}, ${input.latitude}, ${input.longitude},
          ${input.accuracy}, ${input.method}, ${personIdOf(payload)})`);
      await withCrewItemChanges(tx, c, id, () =>
        tx.run(
          sql`UPDATE crew_items SET site_status = ${next}, version = version + 1 WHERE id = ${id}`,
        ),
      );
      await noteChange(tx, c, 'crew_items', id);
      return { status: 200, body: await crewMemberById(tx, id) };
    });
  });

  app.post('/projectCrewItems/:id{[0-9]+}', planner, async (c) => {
    const id = idOf(c.req.param('id'), 'Crew member not found');
    const input = parseBody(crewItemChangeSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const member = await crewMemberById(tx, id);
      await checkNotedVersion(c, tx, 'crew_items', member);
      await withCrewItemChanges(tx, c, id, () =>
        tx.run(sql`UPDATE crew_items SET
          start_time = ${input.startTime ?? member.startTime},
          end_time = ${input.endTime ?? member.endTime},
          function_name = ${input.functionName ?? member.functionName},
          version = version + 1
        WHERE id = ${id}`),
      );
      await noteChange(tx, c, 'crew_items', id);
      return { status: 200, body: await crewMemberById(tx, id) };
    });
  });

  app.get(
    '/projects/:number/projectCrews',
    allow({
      types: ['planner'],
      guest: (p, ctx) =>
        p.type === 'project' && p.loginData.projectNumber === ctx.req.param('number'),
    }),
    async (c) => {
      const ids = await db.rows<{ id: number }>(sql`SELECT pc.id FROM project_crews pc
        JOIN projects p ON p.id = pc.project_id WHERE p.number = ${c.req.param('number')} ORDER BY pc.id`);
      const items = [];
      for (const { id } of ids) items.push(await crewById(db, id));
      return c.json({ items, total: items.length });
    },
  );

  app.get('/crewRatingTypes', allow({ types: ['crew', 'planner'] }), async (c) => {
    const items = await db.rows(sql`SELECT id, name FROM crew_rating_types ORDER BY id`);
    return c.json({ items, total: items.length });
  });

  app.get('/locations/:id{[0-9]+}', reader, async (c) => {
    const location = await locationById(db, idOf(c.req.param('id'), 'Location not found'));
    if (!location) throw apiError(404, 'not_found', 'Location not found');
    await requireLocationReader(db, c.get('payload'), location.id);
    return c.json(location);
  });

  return app;
}
