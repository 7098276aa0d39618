import * as v from 'valibot';
import { hhmm, isoDate, listOf, int, versioned } from './common';

export const JOB_STATUSES = [
  'confirmed',
  'toConfirm',
  'requested',
  'applied',
  'cancelled',
] as const;

/** A job is one crew item of a project crew, assigned to (or applied for by) the person. */
export const jobSchema = v.object({
  ...versioned.entries,
  status: v.picklist(JOB_STATUSES),
  projectNumber: v.string(),
  projectName: v.string(),
  company: v.string(),
  crewId: int,
  crewName: v.string(),
  functionName: v.string(),
  startDate: isoDate,
  endDate: isoDate,
  startTime: hhmm,
  endTime: hhmm,
  crewChiefOnly: v.boolean(),
  isCrewChief: v.boolean(),
  locationId: v.nullable(int),
  locationName: v.nullable(v.string()),
  city: v.nullable(v.string()),
});
export type Job = v.InferOutput<typeof jobSchema>;
export const jobListSchema = listOf(jobSchema);
