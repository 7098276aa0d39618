import * as v from 'valibot';
import { fieldsRule, hhmm, isoDate, listOf, int, versioned } from './common';
import { SITE_STATUSES } from './crews';
import { CREW_ITEM_STATUSES } from './projectCrews';

/*
 * The planning calendar (issue 14, SPEC §4 planner statuses): one row per crew item with a
 * person (or a spare position), per personal event of a person (blocked date, vacation, sick
 * day) and per bank holiday, for a window of days. Shared by the server, which answers it,
 * and the app, which stores it and colours it (calendarStatus.ts).
 */

export const PLANNING_ITEM_KINDS = [
  'crewItem',
  'sickDay',
  'blockDate',
  'vacation',
  'bankHoliday',
] as const;
export type PlanningItemKind = (typeof PLANNING_ITEM_KINDS)[number];

/**
 * Row ids are unique across kinds: the source row's id times 8 plus the kind's code, so one
 * table holds them all and a pull replaces each by id. A sick day is a crew item (on an
 * internal sickness project), so it shares the crew item code.
 */
const KIND_CODE: Record<PlanningItemKind, number> = {
  crewItem: 0,
  sickDay: 0,
  blockDate: 1,
  vacation: 2,
  bankHoliday: 3,
};
export const planningRowId = (kind: PlanningItemKind, sourceId: number) =>
  sourceId * 8 + KIND_CODE[kind];

/** Vacation request states as the personal calendar keeps them. */
const VACATION_STATES = ['requested', 'approved', 'declined'] as const;

export const planningCalendarItemSchema = v.object({
  ...versioned.entries,
  kind: v.picklist(PLANNING_ITEM_KINDS),
  sourceId: int,
  personId: v.nullable(int),
  personName: v.nullable(v.string()),
  projectNumber: v.nullable(v.string()),
  projectName: v.nullable(v.string()),
  crewName: v.nullable(v.string()),
  functionName: v.nullable(v.string()),
  startDate: isoDate,
  endDate: isoDate,
  /** HH:mm; null for a whole-day event. */
  startTime: v.nullable(hhmm),
  endTime: v.nullable(hhmm),
  /** A crew item's status, a vacation's state; null for blocked dates and bank holidays. */
  status: v.nullable(v.picklist([...CREW_ITEM_STATUSES, ...VACATION_STATES])),
  siteStatus: v.nullable(v.picklist(SITE_STATUSES)),
  notNeeded: v.boolean(),
  /** A spare position: a stand-by on top of the crew's need (READSPAREFUNCTION only). */
  spare: v.boolean(),
  unpaid: v.boolean(),
  /** Blocked date's reason or bank holiday's name. */
  label: v.nullable(v.string()),
  /**
   * Set by "has changed" (issue 14's changes slice): the row changed since this person last
   * looked. The status module maps it to the "has changed" mark.
   */
  hasChanged: v.optional(v.boolean()),
});
export type PlanningCalendarItem = v.InferOutput<typeof planningCalendarItemSchema>;
export const planningCalendarListSchema = listOf(planningCalendarItemSchema);

/** Days one call may span: two months, so a month and its overlap always fit. */
export const PLANNING_WINDOW_MAX_DAYS = 62;

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

export const planningWindowSchema = v.pipe(
  v.object({ from: isoDate, to: isoDate }),
  fieldsRule(['from', 'to'], (window) => window.from <= window.to, 'must not be before from', 'to'),
  fieldsRule(
    ['from', 'to'],
    (window) => dayNumber(window.to) - dayNumber(window.from) + 1 <= PLANNING_WINDOW_MAX_DAYS,
    `at most ${PLANNING_WINDOW_MAX_DAYS} days from from`,
    'to',
  ),
);
