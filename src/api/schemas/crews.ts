import { z } from 'zod';
import { hhmm, isoDate, listOf } from './common';

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
});
export type Crew = z.infer<typeof crewSchema>;
export const crewListSchema = listOf(crewSchema);

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
