import { LIST_QUERY, request } from './client';
import { planningCrewItemListSchema } from './schemas/planningCrewItems';

/** GET /planningCrewItems: the client's crew items in [dateFrom, dateTo], at the SPEC §9 limit. */
export const fetchPlanningCrewItems = (token: string, dateFrom: string, dateTo: string) =>
  request(planningCrewItemListSchema, '/planningCrewItems', {
    token,
    query: { ...LIST_QUERY, dateFrom, dateTo },
  });
