import { Hono, type Context } from 'hono';
import {
  bookingCollisionsOf,
  isBookingReason,
  needsBookingReason,
  type BookingCollision,
  type ProposedBooking,
} from '../../src/api/schemas/bookingRules';
import {
  afterCrewItemAction,
  crewItemRefusal,
  isBooked,
  type CrewItemAction,
} from '../../src/api/schemas/crewItemStatusRules';
import {
  crewItemActivateSchema,
  crewItemCreateSchema,
  crewItemRatingInputSchema,
  crewItemUpdateSchema,
} from '../../src/api/schemas/projectCrews';
import { sql, type Db } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { apiError, parseBody } from '../http/errors';
import { idOf } from '../http/ids';
import { allow, personIdOf } from '../http/policy';
import { checkNotedVersion, noteChange } from '../http/rowChanges';
import { idempotentWrite } from '../http/writes';
import { bookingPerson, plannerItemById } from './crewBookingQueries';
import { withCrewItemChanges } from './crewItemChangeRecord';

const ENTITY = 'crew_items';

/** How a hard collision reads in the server's 409 (the app shows its own translated list). */
const REASON_TEXT: Record<BookingCollision['reason'], string> = {
  doubleBooking: 'already booked at that time',
  pendingBooking: 'asked for another crew item at that time',
  blockedDate: 'blocked that date',
  approvedVacation: 'on vacation',
  requestedVacation: 'asked for vacation',
  sickDay: 'sick',
};

/**
 * The booking check on arrival: a hard collision without a reason to go on is 409
 * `booking_collision` with the collisions; with a reason, the booking goes through and the
 * reason is stored as an activity on the crew item (issue 13 "check before booking").
 */
async function checkBooking(
  tx: Db,
  deps: Deps,
  personId: number,
  booking: ProposedBooking,
  reason: string | null | undefined,
  current: unknown,
): Promise<BookingCollision[]> {
  const person = await tx.one<{ id: number }>(
    sql`SELECT id FROM persons WHERE id = ${personId} AND login_types @> '["Crew"]'::jsonb`,
  );
  if (!person) {
    throw apiError(400, 'invalid_input', 'The request has invalid fields', {
      fields: { personId: 'not a crew member' },
    });
  }
  return refuseCollisions(tx, deps, personId, booking, reason, current);
}

/** The collision half of the check, also for new days or times of an item already booked. */
async function refuseCollisions(
  tx: Db,
  deps: Deps,
  personId: number,
  booking: ProposedBooking,
  reason: string | null | undefined,
  current: unknown,
): Promise<BookingCollision[]> {
  const today = deps.today().toISOString().slice(0, 10);
  const collisions = bookingCollisionsOf(await bookingPerson(tx, personId), booking, today);
  if (needsBookingReason(collisions) && !isBookingReason(reason)) {
    const worst = collisions[0]!;
    throw apiError(
      409,
      'booking_collision',
      `This person is ${REASON_TEXT[worst.reason]} (${worst.days.join(', ')}); give a reason to book anyway`,
      { collisions, current },
    );
  }
  return collisions;
}

async function noteReason(
  tx: Db,
  c: Context<AppEnv>,
  itemId: number,
  reason: string | null | undefined,
  collisions: BookingCollision[],
  caption = 'Booked despite a collision',
): Promise<void> {
  if (!collisions.length || !reason?.trim()) return;
  await tx.run(sql`INSERT INTO activities (type, caption, body, parameters, entity_type, entity_id, person_id)
    VALUES ('LOG', ${caption}, ${reason.trim()},
      ${JSON.stringify({ collisions })}::jsonb, ${ENTITY}, ${itemId}, ${personIdOf(c.get('payload'))})`);
}

/**
 * The planner's crew item status actions (SPEC §7 "Crew items"), all with Idempotency-Key:
 * - POST /projectCrewItemStatus                 {crewId, functionName, dates, times, personId?, reason?} → 201 item
 * - POST /projectCrewItemStatus/{id}            {functionName?, dates?, times?, reason?} If-Match → item
 * - POST /projectCrewItemStatus/{id}/activate   {personId, reason?} If-Match → item
 * - POST /projectCrewItemStatus/{id}/notNeeded | reactivate | noShow   If-Match → item
 * - POST /projectCrewItemStatus/{id}/rating     {ratingTypeId, value 1–5} → item (last wins)
 * A stale If-Match is 412 with the current item and who changed it (a chief's check-in, a
 * crew member's application...); a step the status rules forbid is 409 `crew_item_status`;
 * a hard booking collision without a reason is 409 `booking_collision`; a no-show or rating
 * before the item's first day is 409 `day_not_begun`. Planners only.
 */
export function crewItemStatusRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const planner = allow({ types: ['planner'], right: ['projects'] });

  app.post('/projectCrewItemStatus', planner, async (c) => {
    const input = parseBody(crewItemCreateSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const crew = await tx.one<{ id: number }>(
        sql`SELECT id FROM project_crews WHERE id = ${input.crewId}`,
      );
      if (!crew) {
        throw apiError(400, 'invalid_input', 'The request has invalid fields', {
          fields: { crewId: 'no such crew' },
        });
      }
      const personId = input.personId ?? null;
      const collisions = personId
        ? await checkBooking(tx, deps, personId, { crewItemId: null, ...input }, input.reason, null)
        : [];
      const row = await tx.one<{ id: number }>(sql`INSERT INTO crew_items
          (crew_id, person_id, function_name, start_date, end_date, start_time, end_time, status)
        VALUES (${input.crewId}, ${personId}, ${input.functionName}, ${input.startDate},
          ${input.endDate}, ${input.startTime}, ${input.endTime}, ${personId ? 'toConfirm' : 'vacant'})
        RETURNING id`);
      const id = row!.id;
      await noteChange(tx, c, ENTITY, id);
      await noteReason(tx, c, id, input.reason, collisions);
      return { status: 201, body: await plannerItemById(tx, id) };
    });
  });

  app.post('/projectCrewItemStatus/:id{[0-9]+}', planner, async (c) => {
    const id = idOf(c.req.param('id'), 'Crew item not found');
    const input = parseBody(crewItemUpdateSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const item = await plannerItemById(tx, id);
      await checkNotedVersion(c, tx, ENTITY, item);
      refuseUnless(item, 'update');
      const { reason, ...fields } = input;
      const next = { ...item, ...fields };
      if (next.endDate < next.startDate) {
        throw apiError(400, 'invalid_input', 'The request has invalid fields', {
          fields: { endDate: 'The end date must not be before the start date' },
        });
      }
      // New days or times of a booked person are a new booking of their time: the same check.
      const moved = (['startDate', 'endDate', 'startTime', 'endTime'] as const).some(
        (k) => next[k] !== item[k],
      );
      const collisions =
        moved && item.personId !== null && isBooked(item)
          ? await refuseCollisions(
              tx,
              deps,
              item.personId,
              { crewItemId: id, ...next },
              reason,
              item,
            )
          : [];
      await withCrewItemChanges(tx, c, id, () =>
        tx.run(sql`UPDATE crew_items SET function_name = ${next.functionName},
          start_date = ${next.startDate}, end_date = ${next.endDate},
          start_time = ${next.startTime}, end_time = ${next.endTime}, version = version + 1
        WHERE id = ${id}`),
      );
      await noteChange(tx, c, ENTITY, id);
      await noteReason(tx, c, id, reason, collisions, 'Changed times despite a collision');
      return { status: 200, body: await plannerItemById(tx, id) };
    });
  });

  app.post('/projectCrewItemStatus/:id{[0-9]+}/activate', planner, async (c) => {
    const id = idOf(c.req.param('id'), 'Crew item not found');
    const input = parseBody(crewItemActivateSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const item = await plannerItemById(tx, id);
      await checkNotedVersion(c, tx, ENTITY, item);
      refuseUnless(item, 'activate');
      const collisions = await checkBooking(
        tx,
        deps,
        input.personId,
        { crewItemId: id, ...item },
        input.reason,
        item,
      );
      const next = afterCrewItemAction(item, 'activate', input.personId);
      await withCrewItemChanges(tx, c, id, async () => {
        await tx.run(sql`UPDATE crew_items SET person_id = ${next.personId}, status = ${next.status},
          site_status = ${next.siteStatus}, version = version + 1 WHERE id = ${id}`);
        // The vacancy is taken: its applications end with it.
        await tx.run(sql`DELETE FROM vacancy_applications WHERE crew_item_id = ${id}`);
      });
      await noteChange(tx, c, ENTITY, id);
      await noteReason(tx, c, id, input.reason, collisions);
      return { status: 200, body: await plannerItemById(tx, id) };
    });
  });

  // The planner rates a booked person's work on one rating type (1-5); the last rating per
  // type wins, as the chief's, so no If-Match.
  app.post('/projectCrewItemStatus/:id{[0-9]+}/rating', planner, async (c) => {
    const id = idOf(c.req.param('id'), 'Crew item not found');
    const input = parseBody(crewItemRatingInputSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const item = await plannerItemById(tx, id);
      if (item.personId === null) {
        throw apiError(409, 'crew_item_status', 'Only a booked crew member can be rated', {
          current: item,
        });
      }
      refuseBeforeFirstDay(deps, item);
      const type = await tx.one(
        sql`SELECT id FROM crew_rating_types WHERE id = ${input.ratingTypeId}`,
      );
      if (!type) {
        throw apiError(400, 'invalid_input', 'The request has invalid fields', {
          fields: { ratingTypeId: 'unknown rating type' },
        });
      }
      await tx.run(sql`INSERT INTO crew_item_ratings (crew_item_id, rating_type_id, value, rated_by)
        VALUES (${id}, ${input.ratingTypeId}, ${input.value}, ${personIdOf(c.get('payload'))})
        ON CONFLICT (crew_item_id, rating_type_id) DO UPDATE SET value = EXCLUDED.value,
          rated_by = EXCLUDED.rated_by`);
      await tx.run(sql`UPDATE crew_items SET version = version + 1 WHERE id = ${id}`);
      await noteChange(tx, c, ENTITY, id);
      return { status: 200, body: await plannerItemById(tx, id) };
    });
  });

  for (const action of ['notNeeded', 'reactivate', 'noShow'] as const) {
    app.post(`/projectCrewItemStatus/:id{[0-9]+}/${action}`, planner, async (c) => {
      const id = idOf(c.req.param('id'), 'Crew item not found');
      return idempotentWrite(c, deps, null, async (tx) => {
        const item = await plannerItemById(tx, id);
        await checkNotedVersion(c, tx, ENTITY, item);
        refuseUnless(item, action);
        if (action === 'noShow') refuseBeforeFirstDay(deps, item);
        const next = afterCrewItemAction(item, action);
        await withCrewItemChanges(tx, c, id, () =>
          tx.run(sql`UPDATE crew_items SET status = ${next.status}, not_needed = ${next.notNeeded},
            site_status = ${next.siteStatus}, version = version + 1 WHERE id = ${id}`),
        );
        if (action === 'noShow') {
          // The same record a chief's no-show leaves, so the crew's site log tells the story.
          await tx.run(sql`INSERT INTO crew_site_events (crew_item_id, kind, device_time, method, recorded_by)
            VALUES (${id}, 'noShow', now(), 'manual', ${personIdOf(c.get('payload'))})`);
        }
        await noteChange(tx, c, ENTITY, id);
        return { status: 200, body: await plannerItemById(tx, id) };
      });
    });
  }

  return app;
}

function refuseUnless(item: Parameters<typeof crewItemRefusal>[0], action: CrewItemAction): void {
  const refusal = crewItemRefusal(item, action);
  if (refusal) throw apiError(409, 'crew_item_status', refusal, { current: item });
}

/**
 * A no-show or a rating tells of a day's work, so the app offers them only once the item's
 * first day has begun (canJudgeWork); a change queued or sent otherwise is refused here too.
 * One day of slack, as the device's today may be ahead of ours (plusCrews.ts does the same).
 */
function refuseBeforeFirstDay(deps: Deps, item: { startDate: string }): void {
  const latest = new Date(deps.today().getTime() + 86_400_000).toISOString().slice(0, 10);
  if (item.startDate > latest) {
    throw apiError(409, 'day_not_begun', "This crew item's first day has not begun yet", {
      current: item,
    });
  }
}
