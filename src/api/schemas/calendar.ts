import * as v from 'valibot';
import { fieldsRule, hhmm, isoDate, listOf, text, int, versioned } from './common';

/** Longest reason of a blocked date and comment of a vacation request; the forms show it. */
export const BLOCK_DATE_REASON_MAX = 500;
export const VACATION_REASON_MAX = 500;

/** What the app sends to create a blocked date (issue 3 fixes this shape). */
export const blockDateInputSchema = v.pipe(
  v.object({
    startDate: isoDate,
    endDate: v.nullish(isoDate),
    reason: v.pipe(text(BLOCK_DATE_REASON_MAX), v.trim(), v.minLength(1)),
    beginTime: v.nullish(hhmm),
    endTime: v.nullish(hhmm),
  }),
  fieldsRule(
    ['startDate', 'endDate'],
    (value) => !value.endDate || value.endDate >= value.startDate,
    'The end date must not be before the start date',
    'endDate',
  ),
);
export type BlockDateInput = v.InferOutput<typeof blockDateInputSchema>;

export const blockDateSchema = v.object({
  ...versioned.entries,
  personId: int,
  startDate: isoDate,
  endDate: v.nullable(isoDate),
  reason: v.string(),
  beginTime: v.nullable(hhmm),
  endTime: v.nullable(hhmm),
});
export type BlockDate = v.InferOutput<typeof blockDateSchema>;
export const blockDateListSchema = listOf(blockDateSchema);

export const VACATION_STATUSES = ['requested', 'approved', 'declined'] as const;
export type VacationStatus = (typeof VACATION_STATUSES)[number];

/** Which half of a day is taken off; null means the whole day. */
export const HALF_DAYS = ['morning', 'afternoon'] as const;
export type HalfDay = (typeof HALF_DAYS)[number];
const halfDay = v.nullish(v.picklist(HALF_DAYS));

/**
 * What the app sends to request (or change) a vacation. Half days: a one-day vacation may be
 * a morning or an afternoon; a longer one may start in the afternoon of its first day and
 * end at noon of its last day.
 */
export const vacationRequestInputSchema = v.pipe(
  v.object({
    startDate: isoDate,
    endDate: isoDate,
    firstDayHalf: halfDay,
    lastDayHalf: halfDay,
    reason: v.optional(v.pipe(text(VACATION_REASON_MAX), v.trim()), ''),
  }),
  fieldsRule(
    ['startDate', 'endDate'],
    (value) => value.endDate >= value.startDate,
    'The end date must not be before the start date',
    'endDate',
  ),
  fieldsRule(
    ['startDate', 'endDate', 'lastDayHalf'],
    (value) => value.endDate !== value.startDate || !value.lastDayHalf,
    'A one-day vacation has only a first-day half',
    'lastDayHalf',
  ),
  fieldsRule(
    ['startDate', 'endDate', 'firstDayHalf'],
    (value) => value.endDate === value.startDate || value.firstDayHalf !== 'morning',
    'A longer vacation can only start in the afternoon of its first day',
    'firstDayHalf',
  ),
  fieldsRule(
    ['startDate', 'endDate', 'lastDayHalf'],
    (value) => value.endDate === value.startDate || value.lastDayHalf !== 'afternoon',
    'A longer vacation can only end at noon of its last day',
    'lastDayHalf',
  ),
);
export type VacationRequestInput = v.InferInput<typeof vacationRequestInputSchema>;

export const vacationRequestSchema = v.object({
  ...versioned.entries,
  personId: int,
  startDate: isoDate,
  endDate: isoDate,
  firstDayHalf: v.nullable(v.picklist(HALF_DAYS)),
  lastDayHalf: v.nullable(v.picklist(HALF_DAYS)),
  reason: v.string(),
  status: v.picklist(VACATION_STATUSES),
  /** The planner's comment with an approval or a refusal. */
  answer: v.nullable(v.string()),
});
export type VacationRequest = v.InferOutput<typeof vacationRequestSchema>;
export const vacationRequestListSchema = listOf(vacationRequestSchema);
