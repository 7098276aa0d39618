import * as v from 'valibot';
import { entityId, hhmm, isoDate, isoDateTime, listOf, text, int, versioned } from './common';

/*
 * The crew chief's job pack (issue 5): a crew, its members and its location, pulled ahead
 * of time for today's and tomorrow's crews. Other slices (sign-off, delivery note, photos,
 * security checks) read these rows; fields may be added, never renamed or removed.
 */

/** Where a member stands on site today (SPEC §4 pre-call, check-in, check-out, no-show). */
export const SITE_STATUSES = ['none', 'preCall', 'checkedIn', 'checkedOut', 'noShow'] as const;
export type SiteStatus = (typeof SITE_STATUSES)[number];

export const crewContactSchema = v.object({
  name: v.string(),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
});
export type CrewContact = v.InferOutput<typeof crewContactSchema>;

export const crewSchema = v.object({
  ...versioned.entries,
  name: v.string(),
  projectId: int,
  projectNumber: v.string(),
  projectName: v.string(),
  company: v.string(),
  startDate: isoDate,
  endDate: isoDate,
  locationId: v.nullable(int),
  chiefPersonId: v.nullable(int),
  chief: v.nullable(crewContactSchema),
  contactOnSite: v.nullable(crewContactSchema),
  /** The crew rating types (SPEC §7 /crewRatingTypes) the chief rates members on. */
  ratingTypes: v.optional(v.array(v.object({ id: int, name: v.string() })), () => []),
});
export type Crew = v.InferOutput<typeof crewSchema>;
export const crewListSchema = listOf(crewSchema);

export const crewRatingSchema = v.object({
  ratingTypeId: entityId,
  value: v.pipe(int, v.minValue(1), v.maxValue(5)),
});
export type CrewRating = v.InferOutput<typeof crewRatingSchema>;

/** One crew item of a crew, as the chief sees it on site. */
export const crewMemberSchema = v.object({
  ...versioned.entries,
  crewId: int,
  personId: v.nullable(int),
  /** Used by /crews/{id}/contact-crew-member/{contactId}. */
  contactId: v.string(),
  name: v.string(),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  functionName: v.string(),
  startDate: isoDate,
  endDate: isoDate,
  startTime: hhmm,
  endTime: hhmm,
  siteStatus: v.picklist(SITE_STATUSES),
  /** The chief's ratings of this crew item (1–5 per rating type). */
  ratings: v.optional(v.array(crewRatingSchema), () => []),
});
export type CrewMember = v.InferOutput<typeof crewMemberSchema>;
export const crewMemberListSchema = listOf(crewMemberSchema);

export const locationSchema = v.object({
  ...versioned.entries,
  name: v.string(),
  address: v.string(),
  city: v.string(),
  notes: v.nullable(v.string()),
});
export type Location = v.InferOutput<typeof locationSchema>;
export const locationListSchema = listOf(locationSchema);

/** POST /projectCrewItems/{id}/siteEvents: one pre-call, check-in, check-out or no-show. */
export const siteEventInputSchema = v.object({
  kind: v.picklist(['preCall', 'checkIn', 'checkOut', 'noShow']),
  /** The phone's clock when the chief recorded it (ISO date-time). */
  deviceTime: isoDateTime,
  latitude: v.nullable(v.pipe(v.number(), v.finite(), v.minValue(-90), v.maxValue(90))),
  longitude: v.nullable(v.pipe(v.number(), v.finite(), v.minValue(-180), v.maxValue(180))),
  /** Metres, as the Geolocation API gives it. */
  accuracy: v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0))),
  method: v.picklist(['manual', 'qr', 'crew']),
});
export type SiteEventInput = v.InferOutput<typeof siteEventInputSchema>;

/** A recorded site event as the server stores it (GET /projectCrews/{id}/siteEvents). */
export const siteEventSchema = v.object({
  ...siteEventInputSchema.entries,
  id: int,
  crewItemId: int,
  recordedBy: int,
  serverTime: v.string(),
});
export type SiteEvent = v.InferOutput<typeof siteEventSchema>;
export const siteEventListSchema = listOf(siteEventSchema);

/** POST /projectCrews/{id}/projectCrewItemRatings: the chief rates one member. */
export const crewRatingInputSchema = v.object({
  ...crewRatingSchema.entries,
  crewItemId: entityId,
});
export type CrewRatingInput = v.InferOutput<typeof crewRatingInputSchema>;

/** POST /projectCrewItems/{id} (planner): new times or function of a crew item. */
export const crewItemChangeSchema = v.object({
  startTime: v.optional(hhmm),
  endTime: v.optional(hhmm),
  functionName: v.optional(v.pipe(text(100), v.trim(), v.minLength(1))),
});
