import { z } from 'zod';
import { isoDate, listOf } from './common';

/** SPEC §4, the projects calendar's colours: confirmed, project quoted, design client. */
export const PROJECT_STATUSES = ['confirmed', 'quoted', 'designClient'] as const;
export const projectStatusSchema = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

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
  // Issue 13: the fields a planner plans with (SPEC §3 project, §4 projects calendar colours).
  companyId: z.number().int(),
  status: projectStatusSchema,
  branchId: z.number().int().nullable(),
  branchName: z.string().nullable(),
  rateCardId: z.number().int().nullable(),
  rateCardName: z.string().nullable(),
  cateringTypeId: z.number().int().nullable(),
  cateringTypeName: z.string().nullable(),
  comment: z.string().nullable(),
  // The list's search and its SPEC §9 rules, applied locally too (projectFilters.ts). Optional
  // so rows built before these fields existed (and other screens' fixtures) stay valid.
  /** The names of the locations of the project's crews. */
  locationNames: z.array(z.string()).optional(),
  /** 'sickness' or 'vacation' for the internal projects SPEC §9 keeps out of lists. */
  internalKind: z.string().nullable().optional(),
});
export type Project = z.infer<typeof projectSchema>;
export const projectListSchema = listOf(projectSchema);

export const plusCrewSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
});
export type PlusCrew = z.infer<typeof plusCrewSchema>;
