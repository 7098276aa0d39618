import { LIST_QUERY, request } from './client';
import { crewInfoListSchema } from './schemas/crewInfo';

export const fetchCrewInfo = (token: string) =>
  request(crewInfoListSchema, '/crewInfo', { token, query: { ...LIST_QUERY } });
