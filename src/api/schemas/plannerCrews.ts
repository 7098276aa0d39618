import { z } from 'zod';
import { entityId, listOf, text } from './common';
import { BORDERS, borderReasonSchema } from './crewBorderRules';

// Planner crews (SPEC §7 /pCrews, /plannerCrewMemberships) and the crew planner's people
// (issue 14): ONE schema each for the app's tables and forms and the server's answers and
// bodies, so both refuse the same input with the same field names.

export const CREW_NAME_MAX = 80;

/** A planner crew: a named group of persons of a crew type. Membership crews are these. */
export const pCrewSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  name: z.string(),
  crewTypeId: z.number().int(),
  crewTypeName: z.string().nullable(),
});
export type PCrew = z.infer<typeof pCrewSchema>;

/** One person's place in a crew; contact data only for those who may see it. */
export const crewMembershipSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  crewId: z.number().int(),
  personId: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  border: z.enum(BORDERS),
  reasons: z.array(borderReasonSchema),
});
export type CrewMembership = z.infer<typeof crewMembershipSchema>;

/** GET /pCrews: each crew with its members (and each member's border). */
export const pCrewWithMembersSchema = pCrewSchema.extend({
  members: z.array(crewMembershipSchema),
});
export const pCrewListSchema = listOf(pCrewWithMembersSchema);
export const crewMembershipListSchema = listOf(crewMembershipSchema);

/** A person the crew planner lists: what the filters look at, and the border with why. */
export const plannerPersonSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  name: z.string(),
  /** crew: a crew member the planner plans; client: a member of membership crews only. */
  kind: z.enum(['crew', 'client']),
  regionId: z.number().int().nullable(),
  functions: z.array(z.string()),
  tags: z.array(z.string()),
  crewIds: z.array(z.number().int()),
  border: z.enum(BORDERS),
  reasons: z.array(borderReasonSchema),
});
export type PlannerPerson = z.infer<typeof plannerPersonSchema>;
export const plannerPersonListSchema = listOf(plannerPersonSchema);

const name = text(CREW_NAME_MAX).trim().min(1, 'is required');

/** POST /pCrews (create) and POST /pCrews/{id} (update): the crew's name and crew type. */
export const pCrewInputSchema = z.object({
  name,
  crewTypeId: entityId,
});
export type PCrewInput = z.infer<typeof pCrewInputSchema>;

/** POST /plannerCrewMemberships: add a person to a crew (crewMemberships CREATE). */
export const crewMembershipInputSchema = z.object({
  crewId: entityId,
  personId: entityId,
});
export type CrewMembershipInput = z.infer<typeof crewMembershipInputSchema>;
