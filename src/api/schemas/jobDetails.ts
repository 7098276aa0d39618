import * as v from 'valibot';
import { isoDate, listOf, int, versioned } from './common';
import { jobSchema } from './jobs';

const person = v.object({
  personId: int,
  name: v.string(),
});

/** Everything the job detail screen shows, beyond the list row (SPEC §1, issue 4). */
export const jobDetailSchema = v.object({
  ...v.omit(jobSchema, ['locationId', 'locationName', 'city']).entries,
  location: v.nullable(
    v.object({
      id: int,
      name: v.string(),
      address: v.string(),
      city: v.string(),
    }),
  ),
  crewChief: v.nullable(v.object({ ...person.entries, phone: v.nullable(v.string()) })),
  colleagues: v.array(v.object({ ...person.entries, functionName: v.string() })),
  projectManager: v.nullable(
    v.object({ ...person.entries, phone: v.nullable(v.string()), email: v.nullable(v.string()) }),
  ),
});
export type JobDetail = v.InferOutput<typeof jobDetailSchema>;
export const jobDetailListSchema = listOf(jobDetailSchema);

/** An open crew item the person may apply for (SPEC §7 GET /projectCrewItems/vacant). */
export const vacancySchema = v.object({
  // The same crew item as a job, before anyone holds it: no status, no crew chief flags.
  ...v.omit(jobSchema, ['status', 'crewChiefOnly', 'isCrewChief']).entries,
  /** Whether this person has applied (as the server knows it). */
  applied: v.boolean(),
});
export type Vacancy = v.InferOutput<typeof vacancySchema>;
export const vacancyListSchema = listOf(vacancySchema);

/** A document for the crew chief of one crew (briefing, site plan...), a PDF. */
export const crewChiefDocumentSchema = v.object({
  ...versioned.entries,
  crewId: int,
  /** The first day of the crew's work, for prefetching today's and tomorrow's. */
  startDate: isoDate,
  name: v.string(),
  fileName: v.string(),
  size: v.pipe(int, v.minValue(0)),
});
export type CrewChiefDocument = v.InferOutput<typeof crewChiefDocumentSchema>;
export const crewChiefDocumentListSchema = listOf(crewChiefDocumentSchema);

/** A crew member's profile as colleagues (and, public, anyone with the link) see it. */
export const crewProfileSchema = v.object({
  /** The person id. */
  ...versioned.entries,
  name: v.string(),
  functions: v.array(v.string()),
  skills: v.array(v.string()),
  about: v.nullable(v.string()),
  /** Only for callers allowed to contact the person; never on the public profile. */
  phone: v.nullable(v.string()),
  /** As the phone (issue 13: the planner's crewProfile CONTACT right). */
  email: v.optional(v.nullable(v.string()), null),
});
export type CrewProfile = v.InferOutput<typeof crewProfileSchema>;
