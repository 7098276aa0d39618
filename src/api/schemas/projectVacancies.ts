import { z } from 'zod';
import { hhmm, isoDate, isoDateTime, listOf } from './common';

/**
 * An open crew item as the planner's /projects-vacancy lists it: whether it is offered to
 * crew yet, and who applied (the crew side's applyVacancy).
 */
export const projectVacancySchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  projectNumber: z.string(),
  projectName: z.string(),
  crewName: z.string(),
  functionName: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  startTime: hhmm,
  endTime: hhmm,
  locationName: z.string().nullable(),
  offeredAt: isoDateTime.nullable(),
  applicants: z.array(z.object({ personId: z.number().int(), name: z.string() })),
});
export type ProjectVacancy = z.infer<typeof projectVacancySchema>;
export const projectVacancyListSchema = listOf(projectVacancySchema);

/** A temporary person (SPEC §2 temporary-persons read), to fill open crew items with. */
export const temporaryPersonSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type TemporaryPerson = z.infer<typeof temporaryPersonSchema>;
export const temporaryPersonListSchema = listOf(temporaryPersonSchema);
