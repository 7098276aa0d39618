import { LIST_QUERY, request } from './client';
import { personAvailabilityListSchema } from './schemas/projectCopy';
import { projectVacancyListSchema, temporaryPersonListSchema } from './schemas/projectVacancies';

/** Every person's bookings, blocked dates and vacations: the planner's checks before booking. */
export const fetchPersonAvailabilities = (token: string) =>
  request(personAvailabilityListSchema, '/personAvailabilities', { token, query: LIST_QUERY });

/** The open crew items with their applicants (/projects-vacancy). */
export const fetchProjectVacancies = (token: string) =>
  request(projectVacancyListSchema, '/projectVacancies', { token, query: LIST_QUERY });

/** The temporary persons (/projects-vacancy). */
export const fetchTemporaryPersons = (token: string) =>
  request(temporaryPersonListSchema, '/temporaryPersons', { token, query: LIST_QUERY });
