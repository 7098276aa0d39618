import * as v from 'valibot';
import { isoDate, listOf, int, versioned } from './common';

/*
 * What a planner reads about a person (SPEC §7 "Crew member": /crewMember/{id}/crewFunctions,
 * crewTags, documentBasedSkills, crewRatings), beside the crew profile of /crewProfiles/{id}.
 */

/** A function the person is qualified for; `main` is the one usually booked. */
export const crewFunctionSchema = v.object({ name: v.string(), main: v.boolean() });
export type CrewFunction = v.InferOutput<typeof crewFunctionSchema>;
export const crewFunctionListSchema = listOf(crewFunctionSchema);

export const crewTagSchema = v.object({ tag: v.string() });
export const crewTagListSchema = listOf(crewTagSchema);

/** A skill that rests on a document (a certificate, a licence), valid until a date or open. */
export const documentBasedSkillSchema = v.object({
  id: int,
  skill: v.string(),
  documentName: v.string(),
  validUntil: v.nullable(isoDate),
});
export type DocumentBasedSkill = v.InferOutput<typeof documentBasedSkillSchema>;
export const documentBasedSkillListSchema = listOf(documentBasedSkillSchema);

/** The chiefs' ratings of the person's crew items, summed up per rating type. */
export const crewRatingSummarySchema = v.object({
  ratingTypeId: int,
  name: v.string(),
  /** Mean of the values (1–5), one decimal. */
  average: v.pipe(v.number(), v.finite(), v.minValue(1), v.maxValue(5)),
  count: v.pipe(int, v.minValue(1)),
});
export type CrewRatingSummary = v.InferOutput<typeof crewRatingSummarySchema>;
export const crewRatingSummaryListSchema = listOf(crewRatingSummarySchema);

/**
 * The planner's profile row on the device (Dexie `crewMemberProfiles`), one per person:
 * the four lists together, stored when the profile is opened so it reads offline after.
 * `version` is the crew profile's, so the row fits the entity tables' shape.
 */
export const crewMemberProfileSchema = v.object({
  ...versioned.entries,
  functions: v.array(crewFunctionSchema),
  tags: v.array(v.string()),
  skills: v.array(documentBasedSkillSchema),
  ratings: v.array(crewRatingSummarySchema),
});
export type CrewMemberProfile = v.InferOutput<typeof crewMemberProfileSchema>;
