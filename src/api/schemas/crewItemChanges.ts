import { z } from 'zod';
import { entityId, hhmm, isoDate } from './common';
import { SITE_STATUSES } from './crews';

/*
 * "Has changed" (issue 14): the server records each change of a crew item's time, planning
 * status, site state, person and applicants as old -> new with who and when; a planner or
 * client sees the changes made by others that they have not looked at yet.
 */

export const PLANNING_STATUSES = [
  'open',
  'toConfirm',
  'requested',
  'confirmed',
  'cancelled',
  'notNeeded',
  'noShow',
] as const;

/** The fields a change is recorded for, in the order the sheet lists them. */
export const CHANGE_FIELDS = ['time', 'status', 'site', 'person', 'applicants'] as const;
export type ChangeField = (typeof CHANGE_FIELDS)[number];

export const changeTimeSchema = z.object({
  startDate: isoDate,
  endDate: isoDate,
  startTime: hhmm,
  endTime: hhmm,
});
export type ChangeTime = z.infer<typeof changeTimeSchema>;

export const changePersonSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();
export type ChangePerson = z.infer<typeof changePersonSchema>;

const planningStatus = z.enum(PLANNING_STATUSES);
const siteStatus = z.enum(SITE_STATUSES);
const applicants = z.number().int().nonnegative();

/** old -> new of one field; the union keeps each field's values typed. */
export const changeValuesSchema = z.discriminatedUnion('field', [
  z.object({ field: z.literal('time'), old: changeTimeSchema, new: changeTimeSchema }),
  z.object({ field: z.literal('status'), old: planningStatus, new: planningStatus }),
  z.object({ field: z.literal('site'), old: siteStatus, new: siteStatus }),
  z.object({ field: z.literal('person'), old: changePersonSchema, new: changePersonSchema }),
  z.object({ field: z.literal('applicants'), old: applicants, new: applicants }),
]);
export type ChangeValues = z.infer<typeof changeValuesSchema>;

const changeMeta = z.object({
  /** The change's id: increasing, so "seen up to" one id covers every earlier change. */
  id: z.number().int().positive(),
  /** Never edited; a constant so the row is an entity like every synced row. */
  version: z.number().int().positive(),
  crewItemId: z.number().int(),
  projectNumber: z.string(),
  functionName: z.string(),
  changedById: z.number().int().nullable(),
  changedByName: z.string().nullable(),
  /** ISO time of the change (server clock). */
  at: z.string(),
});

export const crewItemChangeSchema = z.intersection(changeMeta, changeValuesSchema);
export type CrewItemChange = z.infer<typeof crewItemChangeSchema>;

/** GET /crewItemChanges[?since=id]: cursor is the newest change id the server holds. */
export const crewItemChangeListSchema = z.object({
  items: z.array(crewItemChangeSchema),
  cursor: z.number().int().nonnegative(),
});
export type CrewItemChangeList = z.infer<typeof crewItemChangeListSchema>;

/** The most crew items one "seen" call may name (a screen's worth, well beyond one view). */
export const SEEN_MAX_ITEMS = 500;

/** POST /crewItemChanges/seen: every change of these items up to `upTo` has been seen. */
export const crewItemChangesSeenSchema = z.object({
  crewItemIds: z.array(entityId).min(1).max(SEEN_MAX_ITEMS),
  upTo: entityId,
});
export type CrewItemChangesSeen = z.infer<typeof crewItemChangesSeenSchema>;
