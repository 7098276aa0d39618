import { request } from './client';
import { planningCalendarListSchema } from './schemas/planningCalendar';

/** Every planning row of a window of days (at most 62; the server scopes and filters). */
export const fetchPlanningItems = (token: string, from: string, to: string) =>
  request(planningCalendarListSchema, '/planningCalendarItems', { token, query: { from, to } });

/** One person's planning rows from one month ago on (SPEC §9). */
export const fetchContactPlannerItems = (token: string, personId: number) =>
  request(planningCalendarListSchema, `/contacts/${personId}/plannerPlanningItems`, { token });
