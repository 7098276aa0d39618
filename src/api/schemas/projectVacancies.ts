import * as v from 'valibot';
import { hhmm, isoDate, isoDateTime, listOf, int, versioned } from './common';

/**
 * An open crew item as the planner's /projects-vacancy lists it: whether it is offered to
 * crew yet, and who applied (the crew side's applyVacancy).
 */
export const projectVacancySchema = v.object({
  ...versioned.entries,
  projectNumber: v.string(),
  projectName: v.string(),
  crewName: v.string(),
  functionName: v.string(),
  startDate: isoDate,
  endDate: isoDate,
  startTime: hhmm,
  endTime: hhmm,
  locationName: v.nullable(v.string()),
  offeredAt: v.nullable(isoDateTime),
  applicants: v.array(v.object({ personId: int, name: v.string() })),
});
export type ProjectVacancy = v.InferOutput<typeof projectVacancySchema>;
export const projectVacancyListSchema = listOf(projectVacancySchema);

/** A temporary person (SPEC §2 temporary-persons read), to fill open crew items with. */
export const temporaryPersonSchema = v.object({
  ...versioned.entries,
  name: v.string(),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
});
export type TemporaryPerson = v.InferOutput<typeof temporaryPersonSchema>;
export const temporaryPersonListSchema = listOf(temporaryPersonSchema);
