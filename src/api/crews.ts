import { LIST_QUERY, request } from './client';
import { crewListSchema, crewMemberListSchema, crewSchema, locationSchema } from './schemas/crews';

/** GET /projectCrews/{id}: one crew of the job pack. */
export const fetchCrew = (token: string, id: number) =>
  request(crewSchema, `/projectCrews/${id}`, { token });

/** GET /projectCrews/{id}/projectCrewItems: the crew's members with their site status. */
export const fetchCrewMembers = (token: string, id: number) =>
  request(crewMemberListSchema, `/projectCrews/${id}/projectCrewItems`, {
    token,
    query: { ...LIST_QUERY },
  });

/** GET /locations/{id}: address and notes of a crew's place. */
export const fetchLocation = (token: string, id: number) =>
  request(locationSchema, `/locations/${id}`, { token });

/** GET /projects/{number}/projectCrews: the crews a project guest may read (SPEC §5). */
export const fetchProjectCrews = (token: string, projectNumber: string) =>
  request(crewListSchema, `/projects/${encodeURIComponent(projectNumber)}/projectCrews`, {
    token,
    query: { ...LIST_QUERY },
  });
