import { z } from 'zod';
import { isoDate, listOf } from './common';

/*
 * What a planner reads about a person (SPEC §7 "Crew member": /crewMember/{id}/crewFunctions,
 * crewTags, documentBasedSkills, crewRatings), beside the crew profile of /crewProfiles/{id}.
 */

/** A function the person is qualified for; `main` is the one usually booked. */
export const crewFunctionSchema = z.object({ name: z.string(), main: z.boolean() });
export type CrewFunction = z.infer<typeof crewFunctionSchema>;
export const crewFunctionListSchema = listOf(crewFunctionSchema);

export const crewTagSchema = z.object({ tag: z.string() });
export const crewTagListSchema = listOf(crewTagSchema);

/** A skill that rests on a document (a certificate, a licence), valid until a date or open. */
export const documentBasedSkillSchema = z.object({
  id: z.number().int(),
  skill: z.string(),
  documentName: z.string(),
  validUntil: isoDate.nullable(),
});
export type DocumentBasedSkill = z.infer<typeof documentBasedSkillSchema>;
export const documentBasedSkillListSchema = listOf(documentBasedSkillSchema);

/** The chiefs' ratings of the person's crew items, summed up per rating type. */
export const crewRatingSummarySchema = z.object({
  ratingTypeId: z.number().int(),
  name: z.string(),
  /** Mean of the values (1–5), one decimal. */
  average: z.number().min(1).max(5),
  count: z.number().int().positive(),
});
export type CrewRatingSummary = z.infer<typeof crewRatingSummarySchema>;
export const crewRatingSummaryListSchema = listOf(crewRatingSummarySchema);

/**
 * The planner's profile row on the device (Dexie `crewMemberProfiles`), one per person:
 * the four lists together, stored when the profile is opened so it reads offline after.
 * `version` is the crew profile's, so the row fits the entity tables' shape.
 */
export const crewMemberProfileSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  functions: z.array(crewFunctionSchema),
  tags: z.array(z.string()),
  skills: z.array(documentBasedSkillSchema),
  ratings: z.array(crewRatingSummarySchema),
});
export type CrewMemberProfile = z.infer<typeof crewMemberProfileSchema>;
