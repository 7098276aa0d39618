import * as v from 'valibot';
import { entityId, hhmm, isoDate, listOf, text, int, versioned } from './common';
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
export const projectCopySchema = v.pipe(
  v.object({
    beginDate: isoDate,
    copyCrews: v.boolean(),
    copyItems: v.boolean(),
    copyPersons: v.boolean(),
    /** null keeps the source's. */
    branchId: v.nullable(entityId),
    cateringTypeId: v.nullable(entityId),
    /** Persons left off the copy (their items are copied without them, as vacant). */
    dropPersonIds: v.pipe(v.array(entityId), v.maxLength(1000)),
    /** Why the planner goes on despite collisions; required by the server for hard ones. */
    reason: v.nullable(copyReasonSchema),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const value = dataset.value;
    const onField = (key: 'copyItems' | 'copyPersons', message: string) =>
      addIssue({
        message,
        path: [{ type: 'object', origin: 'value', input: value, key, value: value[key] }],
      });
    if (value.copyItems && !value.copyCrews) onField('copyItems', 'crew items need their crews');
    if (value.copyPersons && !value.copyItems) onField('copyPersons', 'persons need crew items');
  }),
);
export type ProjectCopy = v.InferOutput<typeof projectCopySchema>;

/** One booking as the planner's availability table holds it: a crew item with a person. */
export const bookedJobSchema = v.object({
  id: int,
  projectId: int,
  status: v.picklist(JOB_STATUSES),
  startDate: isoDate,
  endDate: isoDate,
  startTime: hhmm,
  endTime: hhmm,
  /** On an internal sickness project (SPEC §9): a sick day, not a job. */
  sick: v.boolean(),
  /** Where the booking is, to say what a collision is with (absent in rows stored before). */
  projectNumber: v.optional(v.string()),
  projectName: v.optional(v.string()),
  crewName: v.optional(v.string()),
});
export type BookedJob = v.InferOutput<typeof bookedJobSchema>;

/**
 * One person's availability for the planner's checks before booking (issue 13): their
 * bookings, blocked dates and vacation requests, one row per person.
 */
/** A blocked date as the availability rules read it (bookingRules, copyChecks). */
export const availabilityBlockDateSchema = v.object({
  id: int,
  startDate: isoDate,
  endDate: v.nullable(isoDate),
  beginTime: v.nullable(hhmm),
  endTime: v.nullable(hhmm),
});

/** A vacation request as the availability rules read it. */
export const availabilityVacationSchema = v.object({
  id: int,
  status: v.picklist(VACATION_STATUSES),
  startDate: isoDate,
  endDate: isoDate,
  firstDayHalf: v.nullable(v.picklist(HALF_DAYS)),
  lastDayHalf: v.nullable(v.picklist(HALF_DAYS)),
});

export const personAvailabilitySchema = v.object({
  ...versioned.entries,
  name: v.string(),
  jobs: v.array(bookedJobSchema),
  blockDates: v.array(availabilityBlockDateSchema),
  vacations: v.array(availabilityVacationSchema),
});
export type PersonAvailabilityRow = v.InferOutput<typeof personAvailabilitySchema>;
export const personAvailabilityListSchema = listOf(personAvailabilitySchema);
