import * as v from 'valibot';
import { SITE_STATUSES, crewRatingSchema } from './crews';
export { crewRatingSchema as crewItemRatingInputSchema } from './crews';
import { entityId, fieldsRule, hhmm, isoDate, text, int, versioned } from './common';
import { BOOKING_REASON_MAX } from './bookingRules';

/*
 * A project's crews as the planner (and, read-only, the client) sees them on the project
 * (issue 13): every crew item with its person or "open", its planning status and the chief's
 * live state, so one pull fills the crews section and the crew booking.
 */

/** What crew_items.status holds: the person's side (JOB_STATUSES) plus "vacant" (open). */
export const CREW_ITEM_STATUSES = [
  'vacant',
  'requested',
  'toConfirm',
  'confirmed',
  'applied',
  'cancelled',
] as const;

export const plannerCrewItemSchema = v.object({
  ...versioned.entries,
  crewId: int,
  personId: v.nullable(int),
  personName: v.nullable(v.string()),
  functionName: v.string(),
  startDate: isoDate,
  endDate: isoDate,
  startTime: hhmm,
  endTime: hhmm,
  status: v.picklist(CREW_ITEM_STATUSES),
  /** Set by the planner's notNeeded, cleared by reactivate. */
  notNeeded: v.boolean(),
  siteStatus: v.picklist(SITE_STATUSES),
  crewChiefOnly: v.boolean(),
  /** People who applied for this open item (the crew side's applyVacancy). */
  applicants: v.pipe(int, v.minValue(0)),
  ratings: v.optional(v.array(crewRatingSchema), []),
});
export type PlannerCrewItem = v.InferOutput<typeof plannerCrewItemSchema>;

export const plannerCrewSchema = v.object({
  ...versioned.entries,
  projectNumber: v.string(),
  name: v.string(),
  locationName: v.nullable(v.string()),
  city: v.nullable(v.string()),
  chiefPersonId: v.nullable(int),
  chiefName: v.nullable(v.string()),
  /** Whether the chief signed the crew off today (the crew side's sign_offs). */
  signedOff: v.boolean(),
  /** The chief's last live location, if any. */
  lastLocationAt: v.nullable(v.string()),
  /** The rating types (SPEC §7 /crewRatingTypes) its crew items are rated on. */
  ratingTypes: v.optional(v.array(v.object({ id: int, name: v.string() })), []),
});
export type PlannerCrew = v.InferOutput<typeof plannerCrewSchema>;

/** GET /projects/{number}/crewBooking */
export const crewBookingSchema = v.object({
  crews: v.array(plannerCrewSchema),
  items: v.array(plannerCrewItemSchema),
});
export type CrewBooking = v.InferOutput<typeof crewBookingSchema>;

const bookingReason = v.nullish(v.pipe(text(BOOKING_REASON_MAX), v.trim(), v.minLength(1)));

const itemTimes = {
  functionName: v.pipe(text(100), v.trim(), v.minLength(1)),
  startDate: isoDate,
  endDate: isoDate,
  startTime: hhmm,
  endTime: hhmm,
};

const datesInOrder = (value: { startDate?: string; endDate?: string }) =>
  !value.startDate || !value.endDate || value.endDate >= value.startDate;
const DATES_MESSAGE = 'The end date must not be before the start date';

/** POST /projectCrewItemStatus: a new crew item, open or with a person booked on it. */
export const crewItemCreateSchema = v.pipe(
  v.object({
    crewId: entityId,
    ...itemTimes,
    personId: v.nullish(entityId),
    reason: bookingReason,
  }),
  // On the end date, checked once both dates are read, whatever else is wrong.
  fieldsRule(['startDate', 'endDate'], datesInOrder, DATES_MESSAGE, 'endDate'),
);
export type CrewItemCreate = v.InferOutput<typeof crewItemCreateSchema>;

/**
 * POST /projectCrewItemStatus/{id}: new function, dates or times (If-Match). New days or
 * times of a booked item are checked as a booking is; `reason` goes on over a hard collision.
 */
export const crewItemUpdateSchema = v.pipe(
  v.object({
    functionName: v.optional(itemTimes.functionName),
    startDate: v.optional(isoDate),
    endDate: v.optional(isoDate),
    startTime: v.optional(hhmm),
    endTime: v.optional(hhmm),
    reason: bookingReason,
  }),
  // On the end date, checked once both dates are read, whatever else is wrong.
  fieldsRule(['startDate', 'endDate'], datesInOrder, DATES_MESSAGE, 'endDate'),
);
export type CrewItemUpdate = v.InferOutput<typeof crewItemUpdateSchema>;

/** POST /projectCrewItemStatus/{id}/activate: book a person on an open item (If-Match). */
export const crewItemActivateSchema = v.object({
  personId: entityId,
  reason: bookingReason,
});
export type CrewItemActivate = v.InferOutput<typeof crewItemActivateSchema>;
