import * as v from 'valibot';
import { hhmm, isoDate, listOf, int, versioned } from './common';
import { CREW_ITEM_STATUSES } from './projectCrews';
import { SITE_STATUSES } from './crews';

/*
 * The client's crew item list (SPEC §2 /planning-crew-item-list, right planningCrewItemList):
 * every crew item of the client's companies' projects in a date window, flat, with its
 * project, crew and the crew's fill rate, so the list filters and exports offline.
 */

export const planningCrewItemSchema = v.object({
  ...versioned.entries,
  projectNumber: v.string(),
  projectName: v.string(),
  crewId: int,
  crewName: v.string(),
  functionName: v.string(),
  /** null: an open item, nobody booked yet. */
  personId: v.nullable(int),
  personName: v.nullable(v.string()),
  startDate: isoDate,
  endDate: isoDate,
  startTime: hhmm,
  endTime: hhmm,
  /** The same raw state as the planner's crew items: the planning status is derived from it. */
  status: v.picklist(CREW_ITEM_STATUSES),
  notNeeded: v.boolean(),
  siteStatus: v.picklist(SITE_STATUSES),
  crewChiefOnly: v.boolean(),
  /** The crew's fill rate over all its items (crewItemStatusRules isBooked / isNeeded). */
  crewBooked: v.pipe(int, v.minValue(0)),
  crewNeeded: v.pipe(int, v.minValue(0)),
});
export type PlanningCrewItem = v.InferOutput<typeof planningCrewItemSchema>;

/** GET /planningCrewItems?dateFrom&dateTo&limit&page */
export const planningCrewItemListSchema = listOf(planningCrewItemSchema);
