import { request } from './client';
import { vacationRequestListSchema } from './schemas/vacations';

/** SPEC §9: most list calls use limit 1000, page 1. */
const LIST_QUERY = { limit: 1000, page: 1 } as const;

/** The person's own vacation requests, every status. */
export const fetchVacationRequests = (token: string) =>
  request(vacationRequestListSchema, '/vacationRequests', { token, query: { ...LIST_QUERY } });
