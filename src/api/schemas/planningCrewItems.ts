import { z } from 'zod';
import { hhmm, isoDate, listOf } from './common';
import { CREW_ITEM_STATUSES } from './projectCrews';
import { SITE_STATUSES } from './crews';

/*
 * The client's crew item list (SPEC §2 /planning-crew-item-list, right planningCrewItemList):
 * every crew item of the client's companies' projects in a date window, flat, with its
 * project, crew and the crew's fill rate, so the list filters and exports offline.
 */

export const planningCrewItemSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  projectNumber: z.string(),
  projectName: z.string(),
  crewId: z.number().int(),
  crewName: z.string(),
  functionName: z.string(),
  /** null: an open item, nobody booked yet. */
  personId: z.number().int().nullable(),
  personName: z.string().nullable(),
  startDate: isoDate,
  endDate: isoDate,
  startTime: hhmm,
  endTime: hhmm,
  /** The same raw state as the planner's crew items: the planning status is derived from it. */
  status: z.enum(CREW_ITEM_STATUSES),
  notNeeded: z.boolean(),
  siteStatus: z.enum(SITE_STATUSES),
  crewChiefOnly: z.boolean(),
  /** The crew's fill rate over all its items (crewItemStatusRules isBooked / isNeeded). */
  crewBooked: z.number().int().nonnegative(),
  crewNeeded: z.number().int().nonnegative(),
});
export type PlanningCrewItem = z.infer<typeof planningCrewItemSchema>;

/** GET /planningCrewItems?dateFrom&dateTo&limit&page */
export const planningCrewItemListSchema = listOf(planningCrewItemSchema);
