import * as v from 'valibot';
import { entityId, hhmm, isoDate, int } from './common';
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

export const changeTimeSchema = v.object({
  startDate: isoDate,
  endDate: isoDate,
  startTime: hhmm,
  endTime: hhmm,
});
export type ChangeTime = v.InferOutput<typeof changeTimeSchema>;

export const changePersonSchema = v.nullable(v.object({ id: int, name: v.string() }));
export type ChangePerson = v.InferOutput<typeof changePersonSchema>;

const planningStatus = v.picklist(PLANNING_STATUSES);
const siteStatus = v.picklist(SITE_STATUSES);
const applicants = v.pipe(int, v.minValue(0));

/** old -> new of one field; the union keeps each field's values typed. */
export const changeValuesSchema = v.variant('field', [
  v.object({ field: v.literal('time'), old: changeTimeSchema, new: changeTimeSchema }),
  v.object({ field: v.literal('status'), old: planningStatus, new: planningStatus }),
  v.object({ field: v.literal('site'), old: siteStatus, new: siteStatus }),
  v.object({ field: v.literal('person'), old: changePersonSchema, new: changePersonSchema }),
  v.object({ field: v.literal('applicants'), old: applicants, new: applicants }),
]);
export type ChangeValues = v.InferOutput<typeof changeValuesSchema>;

const changeMeta = v.object({
  /** The change's id: increasing, so "seen up to" one id covers every earlier change. */
  id: v.pipe(int, v.minValue(1)),
  /** Never edited; a constant so the row is an entity like every synced row. */
  version: v.pipe(int, v.minValue(1)),
  crewItemId: int,
  projectNumber: v.string(),
  functionName: v.string(),
  changedById: v.nullable(int),
  changedByName: v.nullable(v.string()),
  /** ISO time of the change (server clock). */
  at: v.string(),
});

export const crewItemChangeSchema = v.intersect([changeMeta, changeValuesSchema]);
export type CrewItemChange = v.InferOutput<typeof crewItemChangeSchema>;

/** GET /crewItemChanges[?since=id]: cursor is the newest change id the server holds. */
export const crewItemChangeListSchema = v.object({
  items: v.array(crewItemChangeSchema),
  cursor: v.pipe(int, v.minValue(0)),
});
export type CrewItemChangeList = v.InferOutput<typeof crewItemChangeListSchema>;

/** The most crew items one "seen" call may name (a screen's worth, well beyond one view). */
export const SEEN_MAX_ITEMS = 500;

/** POST /crewItemChanges/seen: every change of these items up to `upTo` has been seen. */
export const crewItemChangesSeenSchema = v.object({
  crewItemIds: v.pipe(v.array(entityId), v.minLength(1), v.maxLength(SEEN_MAX_ITEMS)),
  upTo: entityId,
});
export type CrewItemChangesSeen = v.InferOutput<typeof crewItemChangesSeenSchema>;
