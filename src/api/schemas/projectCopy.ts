import { z } from 'zod';
import { entityId, hhmm, isoDate, listOf, text } from './common';
import { JOB_STATUSES } from './jobs';
import { HALF_DAYS, VACATION_STATUSES } from './calendar';

/** The longest reason a planner may give for copying despite collisions (stored as activity). */
export const COPY_REASON_MAX = 500;
export const copyReasonSchema = text(COPY_REASON_MAX);

/**
 * The project copy dialog (SPEC §2): what to copy and onto which begin date. Each option needs
 * the one before it (crew items live in crews, persons on crew items). The copy keeps every
 * duration: each date moves by the days between the source's begin date and `beginDate`.
 * Shared with the server, which answers the same field messages.
 */
export const projectCopySchema = z
  .object({
    beginDate: isoDate,
    copyCrews: z.boolean(),
    copyItems: z.boolean(),
    copyPersons: z.boolean(),
    /** null keeps the source's. */
    branchId: entityId.nullable(),
    cateringTypeId: entityId.nullable(),
    /** Persons left off the copy (their items are copied without them, as vacant). */
    dropPersonIds: z.array(entityId).max(1000),
    /** Why the planner goes on despite collisions; required by the server for hard ones. */
    reason: copyReasonSchema.nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.copyItems && !v.copyCrews)
      ctx.addIssue({ code: 'custom', path: ['copyItems'], message: 'crew items need their crews' });
    if (v.copyPersons && !v.copyItems)
      ctx.addIssue({ code: 'custom', path: ['copyPersons'], message: 'persons need crew items' });
  });
export type ProjectCopy = z.infer<typeof projectCopySchema>;

/** One booking as the planner's availability table holds it: a crew item with a person. */
export const bookedJobSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  status: z.enum(JOB_STATUSES),
  startDate: isoDate,
  endDate: isoDate,
  startTime: hhmm,
  endTime: hhmm,
  /** On an internal sickness project (SPEC §9): a sick day, not a job. */
  sick: z.boolean(),
});
export type BookedJob = z.infer<typeof bookedJobSchema>;

/**
 * One person's availability for the planner's checks before booking (issue 13): their
 * bookings, blocked dates and vacation requests, one row per person.
 */
/** A blocked date as the availability rules read it (bookingRules, copyChecks). */
export const availabilityBlockDateSchema = z.object({
  id: z.number().int(),
  startDate: isoDate,
  endDate: isoDate.nullable(),
  beginTime: hhmm.nullable(),
  endTime: hhmm.nullable(),
});

/** A vacation request as the availability rules read it. */
export const availabilityVacationSchema = z.object({
  id: z.number().int(),
  status: z.enum(VACATION_STATUSES),
  startDate: isoDate,
  endDate: isoDate,
  firstDayHalf: z.enum(HALF_DAYS).nullable(),
  lastDayHalf: z.enum(HALF_DAYS).nullable(),
});

export const personAvailabilitySchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  name: z.string(),
  jobs: z.array(bookedJobSchema),
  blockDates: z.array(availabilityBlockDateSchema),
  vacations: z.array(availabilityVacationSchema),
});
export type PersonAvailabilityRow = z.infer<typeof personAvailabilitySchema>;
export const personAvailabilityListSchema = listOf(personAvailabilitySchema);
