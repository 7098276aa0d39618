import { z } from 'zod';
import { hhmm, isoDate, listOf, text } from './common';

/** Longest reason of a blocked date and comment of a vacation request; the forms show it. */
export const BLOCK_DATE_REASON_MAX = 500;
export const VACATION_REASON_MAX = 500;

/** What the app sends to create a blocked date (issue 3 fixes this shape). */
export const blockDateInputSchema = z
  .object({
    startDate: isoDate,
    endDate: isoDate.nullish(),
    reason: text(BLOCK_DATE_REASON_MAX).trim().min(1),
    beginTime: hhmm.nullish(),
    endTime: hhmm.nullish(),
  })
  .refine((v) => !v.endDate || v.endDate >= v.startDate, {
    message: 'The end date must not be before the start date',
    path: ['endDate'],
  });
export type BlockDateInput = z.infer<typeof blockDateInputSchema>;

export const blockDateSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  personId: z.number().int(),
  startDate: isoDate,
  endDate: isoDate.nullable(),
  reason: z.string(),
  beginTime: hhmm.nullable(),
  endTime: hhmm.nullable(),
});
export type BlockDate = z.infer<typeof blockDateSchema>;
export const blockDateListSchema = listOf(blockDateSchema);

export const VACATION_STATUSES = ['requested', 'approved', 'declined'] as const;
export type VacationStatus = (typeof VACATION_STATUSES)[number];

/** Which half of a day is taken off; null means the whole day. */
export const HALF_DAYS = ['morning', 'afternoon'] as const;
export type HalfDay = (typeof HALF_DAYS)[number];
const halfDay = z.enum(HALF_DAYS).nullish();

/**
 * What the app sends to request (or change) a vacation. Half days: a one-day vacation may be
 * a morning or an afternoon; a longer one may start in the afternoon of its first day and
 * end at noon of its last day.
 */
export const vacationRequestInputSchema = z
  .object({
    startDate: isoDate,
    endDate: isoDate,
    firstDayHalf: halfDay,
    lastDayHalf: halfDay,
    reason: text(VACATION_REASON_MAX).trim().default(''),
  })
  .refine((v) => v.endDate >= v.startDate, {
    message: 'The end date must not be before the start date',
    path: ['endDate'],
  })
  .refine((v) => v.endDate !== v.startDate || !v.lastDayHalf, {
    message: 'A one-day vacation has only a first-day half',
    path: ['lastDayHalf'],
  })
  .refine((v) => v.endDate === v.startDate || v.firstDayHalf !== 'morning', {
    message: 'A longer vacation can only start in the afternoon of its first day',
    path: ['firstDayHalf'],
  })
  .refine((v) => v.endDate === v.startDate || v.lastDayHalf !== 'afternoon', {
    message: 'A longer vacation can only end at noon of its last day',
    path: ['lastDayHalf'],
  });
export type VacationRequestInput = z.input<typeof vacationRequestInputSchema>;

export const vacationRequestSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  personId: z.number().int(),
  startDate: isoDate,
  endDate: isoDate,
  firstDayHalf: z.enum(HALF_DAYS).nullable(),
  lastDayHalf: z.enum(HALF_DAYS).nullable(),
  reason: z.string(),
  status: z.enum(VACATION_STATUSES),
  /** The planner's comment with an approval or a refusal. */
  answer: z.string().nullable(),
});
export type VacationRequest = z.infer<typeof vacationRequestSchema>;
export const vacationRequestListSchema = listOf(vacationRequestSchema);
