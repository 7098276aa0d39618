import { z } from 'zod';
import { hhmm, isoDate, listOf } from './common';

export const JOB_STATUSES = [
  'confirmed',
  'toConfirm',
  'requested',
  'applied',
  'cancelled',
] as const;

/** A job is one crew item of a project crew, assigned to (or applied for by) the person. */
export const jobSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  status: z.enum(JOB_STATUSES),
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
  crewChiefOnly: z.boolean(),
  isCrewChief: z.boolean(),
  locationId: z.number().int().nullable(),
  locationName: z.string().nullable(),
  city: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;
export const jobListSchema = listOf(jobSchema);
