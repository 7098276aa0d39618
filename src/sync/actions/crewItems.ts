import * as v from 'valibot';
import {
  afterCrewItemAction,
  crewItemRefusal,
  type CrewItemAction,
} from '../../api/schemas/crewItemStatusRules';
import {
  crewItemCreateSchema,
  crewItemUpdateSchema,
  type CrewItemCreate,
  type CrewItemUpdate,
} from '../../api/schemas/projectCrews';
import { db, type PlannerCrewItem } from '../../db/db';
import { notifyEnqueued, outboxRecord } from '../outbox/enqueue';
import { localEntityId } from '../outbox/ids';
import { entityTarget } from '../outbox/targets';
import type { OutboxKind } from '../resources';

/*
 * The planner's six crew item status actions (SPEC §4): each changes the local row at once
 * (pending badge) and queues its request, in ONE transaction. The item's version goes as
 * If-Match, so a chief's check-in or a crew member's application meanwhile comes back as a
 * conflict with who made it (issue 12). The booking check runs before these are called
 * (bookingRules.ts); a reason to go on travels with the request and is stored as an activity.
 */

const BASE = '/projectCrewItemStatus';

async function personName(personId: number | null): Promise<string | null> {
  if (personId === null) return null;
  return (await db.personAvailabilities.get(personId))?.name ?? null;
}

async function ownerId(): Promise<string> {
  const session = await db.session.get('current');
  if (!session) throw new Error('Not logged in');
  return session.ownerId;
}

/** A new crew item, open or with a person booked; answers its (local) id. */
export async function createCrewItem(
  projectNumber: string,
  input: CrewItemCreate,
): Promise<number> {
  const valid = v.parse(crewItemCreateSchema, input);
  const id = localEntityId();
  await db.transaction(
    'rw',
    [db.session, db.projectCrewItems, db.outbox, db.personAvailabilities],
    async () => {
      const owner = await ownerId();
      const personId = valid.personId ?? null;
      const row: PlannerCrewItem = {
        id,
        version: 1,
        crewId: valid.crewId,
        personId,
        personName: await personName(personId),
        functionName: valid.functionName,
        startDate: valid.startDate,
        endDate: valid.endDate,
        startTime: valid.startTime,
        endTime: valid.endTime,
        status: personId === null ? 'vacant' : 'toConfirm',
        notNeeded: false,
        siteStatus: 'none',
        crewChiefOnly: false,
        applicants: 0,
        ratings: [],
      };
      await db.projectCrewItems.add(row);
      await db.outbox.add(
        outboxRecord(owner, {
          kind: 'crewItem.create',
          method: 'POST',
          path: BASE,
          body: { ...valid, personId, reason: valid.reason ?? null },
          entity: { table: 'projectCrewItems', id },
          baseVersion: null,
          undo: [{ table: 'projectCrewItems', id, row: null }],
        }),
      );
    },
  );
  notifyEnqueued();
  return id;
}

async function queueChange(
  id: number,
  kind: OutboxKind,
  suffix: string,
  body: unknown,
  change: (item: PlannerCrewItem) => Promise<Partial<PlannerCrewItem>>,
  action: CrewItemAction,
): Promise<void> {
  await db.transaction(
    'rw',
    [db.session, db.projectCrewItems, db.outbox, db.personAvailabilities],
    async () => {
      const owner = await ownerId();
      const item = await db.projectCrewItems.get(id);
      if (!item) throw new Error('Crew item not found');
      const refusal = crewItemRefusal(item, action);
      if (refusal) throw new Error(refusal);
      const target = await entityTarget('projectCrewItems', BASE, id);
      await db.outbox.add(
        outboxRecord(owner, {
          kind,
          method: 'POST',
          path: `${target.path}${suffix}`,
          body,
          entity: { table: 'projectCrewItems', id },
          baseVersion: id > 0 ? item.version : null,
          dependsOn: target.dependsOn,
          undo: [{ table: 'projectCrewItems', id, row: item }],
        }),
      );
      await db.projectCrewItems.update(id, await change(item));
    },
  );
  notifyEnqueued();
}

/**
 * New function, dates or times of a crew item; `reason` goes on over a hard collision of a
 * booked person at the new times (checked before, as a booking is), kept as an activity.
 */
export async function updateCrewItem(id: number, input: CrewItemUpdate): Promise<void> {
  const valid = v.parse(crewItemUpdateSchema, input);
  const { reason, ...fields } = valid;
  const body = reason ? valid : fields;
  await queueChange(id, 'crewItem.update', '', body, () => Promise.resolve(fields), 'update');
}

/** Books a person on an open crew item (after the booking check; `reason` to go on). */
export async function activateCrewItem(
  projectNumber: string,
  id: number,
  personId: number,
  reason: string | null,
): Promise<void> {
  await queueChange(
    id,
    'crewItem.activate',
    '/activate',
    { personId, reason: reason?.trim() || null },
    async (item) => ({
      ...afterCrewItemAction(item, 'activate', personId),
      personName: await personName(personId),
      applicants: 0,
    }),
    'activate',
  );
}

/**
 * Rates a booked person's work on one rating type (1–5): shown at once, queued offline. The
 * last rating per type wins, so no If-Match; the same entity keeps it in line with the rest.
 */
export async function rateCrewItem(id: number, ratingTypeId: number, value: number): Promise<void> {
  await db.transaction('rw', [db.session, db.projectCrewItems, db.outbox], async () => {
    const owner = await ownerId();
    const item = await db.projectCrewItems.get(id);
    if (!item) throw new Error('Crew item not found');
    const target = await entityTarget('projectCrewItems', BASE, id);
    await db.outbox.add(
      outboxRecord(owner, {
        kind: 'crewItem.rate',
        method: 'POST',
        path: `${target.path}/rating`,
        body: { ratingTypeId, value },
        entity: { table: 'projectCrewItems', id },
        baseVersion: null,
        dependsOn: target.dependsOn,
        undo: [{ table: 'projectCrewItems', id, row: item }],
      }),
    );
    const ratings = [
      ...item.ratings.filter((r) => r.ratingTypeId !== ratingTypeId),
      { ratingTypeId, value },
    ].sort((a, b) => a.ratingTypeId - b.ratingTypeId);
    await db.projectCrewItems.update(id, { ratings });
  });
  notifyEnqueued();
}

/** notNeeded, reactivate or noShow: a status step with no body. */
export async function stepCrewItem(
  id: number,
  action: 'notNeeded' | 'reactivate' | 'noShow',
): Promise<void> {
  await queueChange(
    id,
    `crewItem.${action}`,
    `/${action}`,
    {},
    (item) => Promise.resolve(afterCrewItemAction(item, action)),
    action,
  );
}

export {
  BOOKING_REASON_MAX,
  bookingCollisionsOf,
  bookingPersonOf,
  isBookingReason,
  needsBookingReason,
} from '../../api/schemas/bookingRules';
export type { BookingCollision } from '../../api/schemas/bookingRules';
export {
  canDoCrewItemAction,
  canJudgeWork,
  isBooked,
  isNeeded,
  planningStatusOf,
} from '../../api/schemas/crewItemStatusRules';
export type { PlanningStatus } from '../../api/schemas/crewItemStatusRules';
export { crewItemCreateSchema } from '../../api/schemas/projectCrews';
export type { CrewItemCreate } from '../../api/schemas/projectCrews';
export { isRealDate, MAX_YEAR, MIN_YEAR } from '../../api/schemas/common';
