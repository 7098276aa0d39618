import { planningCalendarItemSchema } from '../../api/schemas/planningCalendar';
import { defineArea, type PullEntry } from './types';

/**
 * The planning calendar (issue 14): every person's crew items and days off, and the bank
 * holidays. Not in the pull list: the month on screen and its neighbours are pulled when the
 * calendar opens and every 30 s while it stays open (sync/planningCalendar.ts), since a
 * planner's whole tenant is far more than any screen shows. Read only: no outbox kinds.
 */
export const planningCalendarArea = defineArea({
  tables: { planningCalendarItems: planningCalendarItemSchema },
  // No pull of its own: an empty list would widen the pull names to any string.
  pulls: [] as PullEntry<never, never>[],
  outboxKinds: [] as never[],
});
