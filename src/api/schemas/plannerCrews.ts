import * as v from 'valibot';
import { entityId, listOf, text, int, versioned } from './common';
import { BORDERS, borderReasonSchema } from './crewBorderRules';

// Planner crews (SPEC §7 /pCrews, /plannerCrewMemberships) and the crew planner's people
// (issue 14): ONE schema each for the app's tables and forms and the server's answers and
// bodies, so both refuse the same input with the same field names.

export const CREW_NAME_MAX = 80;

/** A planner crew: a named group of persons of a crew type. Membership crews are these. */
export const pCrewSchema = v.object({
  ...versioned.entries,
  name: v.string(),
  crewTypeId: int,
  crewTypeName: v.nullable(v.string()),
});
export type PCrew = v.InferOutput<typeof pCrewSchema>;

/** One person's place in a crew; contact data only for those who may see it. */
export const crewMembershipSchema = v.object({
  ...versioned.entries,
  crewId: int,
  personId: int,
  name: v.string(),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  border: v.picklist(BORDERS),
  reasons: v.array(borderReasonSchema),
});
export type CrewMembership = v.InferOutput<typeof crewMembershipSchema>;

/** GET /pCrews: each crew with its members (and each member's border). */
export const pCrewWithMembersSchema = v.object({
  ...pCrewSchema.entries,
  members: v.array(crewMembershipSchema),
});
export const pCrewListSchema = listOf(pCrewWithMembersSchema);
export const crewMembershipListSchema = listOf(crewMembershipSchema);

/** A person the crew planner lists: what the filters look at, and the border with why. */
export const plannerPersonSchema = v.object({
  ...versioned.entries,
  name: v.string(),
  /** crew: a crew member the planner plans; client: a member of membership crews only. */
  kind: v.picklist(['crew', 'client']),
  regionId: v.nullable(int),
  functions: v.array(v.string()),
  tags: v.array(v.string()),
  crewIds: v.array(int),
  border: v.picklist(BORDERS),
  reasons: v.array(borderReasonSchema),
});
export type PlannerPerson = v.InferOutput<typeof plannerPersonSchema>;
export const plannerPersonListSchema = listOf(plannerPersonSchema);

const name = v.pipe(text(CREW_NAME_MAX), v.trim(), v.minLength(1, 'is required'));

/** POST /pCrews (create) and POST /pCrews/{id} (update): the crew's name and crew type. */
export const pCrewInputSchema = v.object({
  name,
  crewTypeId: entityId,
});
export type PCrewInput = v.InferOutput<typeof pCrewInputSchema>;

/** POST /plannerCrewMemberships: add a person to a crew (crewMemberships CREATE). */
export const crewMembershipInputSchema = v.object({
  crewId: entityId,
  personId: entityId,
});
export type CrewMembershipInput = v.InferOutput<typeof crewMembershipInputSchema>;
