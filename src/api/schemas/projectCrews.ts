import { z } from 'zod';
import { SITE_STATUSES, crewRatingSchema } from './crews';
export { crewRatingSchema as crewItemRatingInputSchema } from './crews';
import { entityId, hhmm, isoDate, text } from './common';
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

export const plannerCrewItemSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  crewId: z.number().int(),
  personId: z.number().int().nullable(),
  personName: z.string().nullable(),
  functionName: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  startTime: hhmm,
  endTime: hhmm,
  status: z.enum(CREW_ITEM_STATUSES),
  /** Set by the planner's notNeeded, cleared by reactivate. */
  notNeeded: z.boolean(),
  siteStatus: z.enum(SITE_STATUSES),
  crewChiefOnly: z.boolean(),
  /** People who applied for this open item (the crew side's applyVacancy). */
  applicants: z.number().int().nonnegative(),
  ratings: z.array(crewRatingSchema).default([]),
});
export type PlannerCrewItem = z.infer<typeof plannerCrewItemSchema>;

export const plannerCrewSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  projectNumber: z.string(),
  name: z.string(),
  locationName: z.string().nullable(),
  city: z.string().nullable(),
  chiefPersonId: z.number().int().nullable(),
  chiefName: z.string().nullable(),
  /** Whether the chief signed the crew off today (the crew side's sign_offs). */
  signedOff: z.boolean(),
  /** The chief's last live location, if any. */
  lastLocationAt: z.string().nullable(),
  /** The rating types (SPEC §7 /crewRatingTypes) its crew items are rated on. */
  ratingTypes: z.array(z.object({ id: z.number().int(), name: z.string() })).default([]),
});
export type PlannerCrew = z.infer<typeof plannerCrewSchema>;

/** GET /projects/{number}/crewBooking */
export const crewBookingSchema = z.object({
  crews: z.array(plannerCrewSchema),
  items: z.array(plannerCrewItemSchema),
});
export type CrewBooking = z.infer<typeof crewBookingSchema>;

const bookingReason = text(BOOKING_REASON_MAX).trim().min(1).nullish();

const itemTimes = {
  functionName: text(100).trim().min(1),
  startDate: isoDate,
  endDate: isoDate,
  startTime: hhmm,
  endTime: hhmm,
};

const datesInOrder = (v: { startDate?: string; endDate?: string }) =>
  !v.startDate || !v.endDate || v.endDate >= v.startDate;
const DATES_MESSAGE = {
  message: 'The end date must not be before the start date',
  path: ['endDate'],
};

/** POST /projectCrewItemStatus: a new crew item, open or with a person booked on it. */
export const crewItemCreateSchema = z
  .object({
    crewId: entityId,
    ...itemTimes,
    personId: entityId.nullish(),
    reason: bookingReason,
  })
  .refine(datesInOrder, DATES_MESSAGE);
export type CrewItemCreate = z.infer<typeof crewItemCreateSchema>;

/** POST /projectCrewItemStatus/{id}: new function, dates or times (If-Match). */
export const crewItemUpdateSchema = z
  .object({
    functionName: itemTimes.functionName.optional(),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    startTime: hhmm.optional(),
    endTime: hhmm.optional(),
  })
  .refine(datesInOrder, DATES_MESSAGE);
export type CrewItemUpdate = z.infer<typeof crewItemUpdateSchema>;

/** POST /projectCrewItemStatus/{id}/activate: book a person on an open item (If-Match). */
export const crewItemActivateSchema = z.object({
  personId: entityId,
  reason: bookingReason,
});
export type CrewItemActivate = z.infer<typeof crewItemActivateSchema>;
