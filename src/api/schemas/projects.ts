import { z } from 'zod';
import { isoDate, listOf } from './common';

export const projectSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  number: z.string(),
  name: z.string(),
  company: z.string(),
  clientMark: z.string().nullable(),
  beginDate: isoDate,
  endDate: isoDate,
  reference: z.string().nullable(),
  closed: z.boolean(),
  projectManagerId: z.number().int().nullable(),
  projectManagerName: z.string().nullable(),
});
export type Project = z.infer<typeof projectSchema>;
export const projectListSchema = listOf(projectSchema);

export const plusCrewSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
});
export type PlusCrew = z.infer<typeof plusCrewSchema>;
