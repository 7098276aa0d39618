import { LIST_QUERY, request } from './client';
import { blockDateListSchema, vacationRequestListSchema } from './schemas/calendar';

/** The person's blocked dates (SPEC §7). */
export const fetchBlockDates = (token: string) =>
  request(blockDateListSchema, '/blockDates', { token, query: { ...LIST_QUERY } });

/** The person's own vacation requests, every status. */
export const fetchVacationRequests = (token: string) =>
  request(vacationRequestListSchema, '/vacationRequests', { token, query: { ...LIST_QUERY } });
