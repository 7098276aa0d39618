import * as v from 'valibot';
import { isoDate, listOf, int, versioned } from './common';

/** SPEC §4, the projects calendar's colours: confirmed, project quoted, design client. */
export const PROJECT_STATUSES = ['confirmed', 'quoted', 'designClient'] as const;
export const projectStatusSchema = v.picklist(PROJECT_STATUSES);
export type ProjectStatus = v.InferOutput<typeof projectStatusSchema>;

export const projectSchema = v.object({
  ...versioned.entries,
  number: v.string(),
  name: v.string(),
  company: v.string(),
  clientMark: v.nullable(v.string()),
  beginDate: isoDate,
  endDate: isoDate,
  reference: v.nullable(v.string()),
  closed: v.boolean(),
  projectManagerId: v.nullable(int),
  projectManagerName: v.nullable(v.string()),
  // Issue 13: the fields a planner plans with (SPEC §3 project, §4 projects calendar colours).
  companyId: int,
  status: projectStatusSchema,
  branchId: v.nullable(int),
  branchName: v.nullable(v.string()),
  rateCardId: v.nullable(int),
  rateCardName: v.nullable(v.string()),
  cateringTypeId: v.nullable(int),
  cateringTypeName: v.nullable(v.string()),
  comment: v.nullable(v.string()),
  // The list's search and its SPEC §9 rules, applied locally too (projectFilters.ts). Optional
  // so rows built before these fields existed (and other screens' fixtures) stay valid.
  /** The names of the locations of the project's crews. */
  locationNames: v.optional(v.array(v.string())),
  /** 'sickness' or 'vacation' for the internal projects SPEC §9 keeps out of lists. */
  internalKind: v.optional(v.nullable(v.string())),
});
export type Project = v.InferOutput<typeof projectSchema>;
export const projectListSchema = listOf(projectSchema);

export const plusCrewSchema = v.object({
  id: int,
  number: v.string(),
  name: v.string(),
});
export type PlusCrew = v.InferOutput<typeof plusCrewSchema>;
