import * as v from 'valibot';
import {
  bookingCollisionsOf,
  bookingPersonOf,
  crewItemCreateSchema,
  isBooked,
  type BookingCollision,
  type CrewItemCreate,
} from '../../../sync/actions/crewItems';
import type { PersonAvailabilityRow, PlannerCrewItem } from '../../../db/db';
import { validateDateRange, type DateRangeProblems } from '../../../app/form/dateRange';
import { issueField } from '../../../sync/actions/projectDetail';

/** What the crew item form holds, as typed (the browser's pickers give '' when cleared). */
export type CrewItemValues = {
  functionName: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
};
export type CrewItemField = keyof CrewItemValues;

export type CrewItemProblems = DateRangeProblems & {
  functionName?: 'functionName';
  startTime?: 'startTimeRequired';
  endTime?: 'endTimeRequired';
};
export type CrewItemProblem = NonNullable<CrewItemProblems[CrewItemField]>;

/**
 * The server's own schema judges the form (create and change take the same fields); its
 * issues become one problem per field, each said in the form's own words.
 */
export function checkCrewItem(
  crewId: number,
  values: CrewItemValues,
): { ok: true; input: CrewItemCreate } | { ok: false; problems: CrewItemProblems } {
  const parsed = v.safeParse(crewItemCreateSchema, { crewId, ...values });
  if (parsed.success) return { ok: true, input: parsed.output };
  // The days in the calendar forms' words (the same rules as the schema's); the rest by field.
  const problems: CrewItemProblems = validateDateRange(values, true);
  for (const issue of parsed.issues) {
    const field = issueField(issue);
    if (field === 'functionName') problems.functionName = 'functionName';
    else if (field === 'startTime') problems.startTime = 'startTimeRequired';
    else if (field === 'endTime') problems.endTime = 'endTimeRequired';
  }
  return { ok: false, problems };
}

const TIME_FIELDS = ['startDate', 'endDate', 'startTime', 'endTime'] as const;

/**
 * What new days or times of `item` collide with for its booked person (the booking check,
 * SPEC §4 double booking): none when nobody holds the item, the person is not on this device,
 * or only the function changed, so a booking kept with a reason can still be renamed.
 */
export function changeCollisions(
  item: PlannerCrewItem,
  next: Pick<CrewItemValues, 'startDate' | 'endDate' | 'startTime' | 'endTime'>,
  person: PersonAvailabilityRow | undefined,
  today: string,
): BookingCollision[] {
  if (item.personId === null || !person || !isBooked(item)) return [];
  const moved = TIME_FIELDS.some((k) => next[k] !== item[k]);
  if (!moved) return [];
  return bookingCollisionsOf(
    bookingPersonOf(person),
    { crewItemId: item.id > 0 ? item.id : null, ...next },
    today,
  );
}
