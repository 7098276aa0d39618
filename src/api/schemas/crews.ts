import { z } from 'zod';
import { entityId, hhmm, isoDate, isoDateTime, listOf, text } from './common';

/*
 * The crew chief's job pack (issue 5): a crew, its members and its location, pulled ahead
 * of time for today's and tomorrow's crews. Other slices (sign-off, delivery note, photos,
 * security checks) read these rows; fields may be added, never renamed or removed.
 */

/** Where a member stands on site today (SPEC §4 pre-call, check-in, check-out, no-show). */
export const SITE_STATUSES = ['none', 'preCall', 'checkedIn', 'checkedOut', 'noShow'] as const;
export type SiteStatus = (typeof SITE_STATUSES)[number];

export const crewContactSchema = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type CrewContact = z.infer<typeof crewContactSchema>;

export const crewSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  name: z.string(),
  projectId: z.number().int(),
  projectNumber: z.string(),
  projectName: z.string(),
  company: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  locationId: z.number().int().nullable(),
  chiefPersonId: z.number().int().nullable(),
  chief: crewContactSchema.nullable(),
  contactOnSite: crewContactSchema.nullable(),
  /** The crew rating types (SPEC §7 /crewRatingTypes) the chief rates members on. */
  ratingTypes: z.array(z.object({ id: z.number().int(), name: z.string() })).default([]),
});
export type Crew = z.infer<typeof crewSchema>;
export const crewListSchema = listOf(crewSchema);

export const crewRatingSchema = z.object({
  ratingTypeId: entityId,
  value: z.number().int().min(1).max(5),
});
export type CrewRating = z.infer<typeof crewRatingSchema>;

/** One crew item of a crew, as the chief sees it on site. */
export const crewMemberSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  crewId: z.number().int(),
  personId: z.number().int().nullable(),
  /** Used by /crews/{id}/contact-crew-member/{contactId}. */
  contactId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  functionName: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  startTime: hhmm,
  endTime: hhmm,
  siteStatus: z.enum(SITE_STATUSES),
  /** The chief's ratings of this crew item (1–5 per rating type). */
  ratings: z.array(crewRatingSchema).default([]),
});
export type CrewMember = z.infer<typeof crewMemberSchema>;
export const crewMemberListSchema = listOf(crewMemberSchema);

export const locationSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  notes: z.string().nullable(),
});
export type Location = z.infer<typeof locationSchema>;
export const locationListSchema = listOf(locationSchema);

/** POST /projectCrewItems/{id}/siteEvents: one pre-call, check-in, check-out or no-show. */
export const siteEventInputSchema = z.object({
  kind: z.enum(['preCall', 'checkIn', 'checkOut', 'noShow']),
  /** The phone's clock when the chief recorded it (ISO date-time). */
  deviceTime: isoDateTime,
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  /** Metres, as the Geolocation API gives it. */
  accuracy: z.number().nonnegative().nullable(),
  method: z.enum(['manual', 'qr', 'crew']),
});
export type SiteEventInput = z.infer<typeof siteEventInputSchema>;

/** A recorded site event as the server stores it (GET /projectCrews/{id}/siteEvents). */
export const siteEventSchema = siteEventInputSchema.extend({
  id: z.number().int(),
  crewItemId: z.number().int(),
  recordedBy: z.number().int(),
  serverTime: z.string(),
});
export type SiteEvent = z.infer<typeof siteEventSchema>;
export const siteEventListSchema = listOf(siteEventSchema);

/** POST /projectCrews/{id}/projectCrewItemRatings: the chief rates one member. */
export const crewRatingInputSchema = crewRatingSchema.extend({ crewItemId: entityId });
export type CrewRatingInput = z.infer<typeof crewRatingInputSchema>;

/** POST /projectCrewItems/{id} (planner): new times or function of a crew item. */
export const crewItemChangeSchema = z.object({
  startTime: hhmm.optional(),
  endTime: hhmm.optional(),
  functionName: text(100).trim().min(1).optional(),
});
