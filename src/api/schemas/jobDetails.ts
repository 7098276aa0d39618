import { z } from 'zod';
import { hhmm, isoDate, listOf } from './common';
import { jobSchema } from './jobs';

const person = z.object({
  personId: z.number().int(),
  name: z.string(),
});

/** Everything the job detail screen shows, beyond the list row (SPEC §1, issue 4). */
export const jobDetailSchema = jobSchema
  .omit({ locationId: true, locationName: true, city: true })
  .extend({
    location: z
      .object({ id: z.number().int(), name: z.string(), address: z.string(), city: z.string() })
      .nullable(),
    crewChief: person.extend({ phone: z.string().nullable() }).nullable(),
    colleagues: z.array(person.extend({ functionName: z.string() })),
    projectManager: person
      .extend({ phone: z.string().nullable(), email: z.string().nullable() })
      .nullable(),
  });
export type JobDetail = z.infer<typeof jobDetailSchema>;
export const jobDetailListSchema = listOf(jobDetailSchema);

/** An open crew item the person may apply for (SPEC §7 GET /projectCrewItems/vacant). */
export const vacancySchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  projectNumber: z.string(),
  projectName: z.string(),
  company: z.string(),
  crewId: z.number().int(),
  crewName: z.string(),
  functionName: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  startTime: hhmm,
  endTime: hhmm,
  locationId: z.number().int().nullable(),
  locationName: z.string().nullable(),
  city: z.string().nullable(),
  /** Whether this person has applied (as the server knows it). */
  applied: z.boolean(),
});
export type Vacancy = z.infer<typeof vacancySchema>;
export const vacancyListSchema = listOf(vacancySchema);

/** A document for the crew chief of one crew (briefing, site plan...), a PDF. */
export const crewChiefDocumentSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  crewId: z.number().int(),
  /** The first day of the crew's work, for prefetching today's and tomorrow's. */
  startDate: isoDate,
  name: z.string(),
  fileName: z.string(),
  size: z.number().int().nonnegative(),
});
export type CrewChiefDocument = z.infer<typeof crewChiefDocumentSchema>;
export const crewChiefDocumentListSchema = listOf(crewChiefDocumentSchema);

/** A crew member's profile as colleagues (and, public, anyone with the link) see it. */
export const crewProfileSchema = z.object({
  /** The person id. */
  id: z.number().int(),
  version: z.number().int().positive(),
  name: z.string(),
  functions: z.array(z.string()),
  skills: z.array(z.string()),
  about: z.string().nullable(),
  /** Only for callers allowed to contact the person; never on the public profile. */
  phone: z.string().nullable(),
  /** As the phone (issue 13: the planner's crewProfile CONTACT right). */
  email: z.string().nullable().default(null),
});
export type CrewProfile = z.infer<typeof crewProfileSchema>;
