import { LIST_QUERY, request } from './client';
import {
  crewFunctionListSchema,
  crewRatingSummaryListSchema,
  crewTagListSchema,
  documentBasedSkillListSchema,
} from './schemas/crewMemberProfile';

const path = (personId: number, list: string) => `/crewMember/${personId}/${list}`;

/** GET /crewMember/{id}/crewFunctions (planners, SPEC §7 "Crew member"). */
export const fetchCrewFunctions = (token: string, personId: number) =>
  request(crewFunctionListSchema, path(personId, 'crewFunctions'), {
    token,
    query: { ...LIST_QUERY },
  });

/** GET /crewMember/{id}/crewTags. */
export const fetchCrewTags = (token: string, personId: number) =>
  request(crewTagListSchema, path(personId, 'crewTags'), { token, query: { ...LIST_QUERY } });

/** GET /crewMember/{id}/documentBasedSkills. */
export const fetchDocumentBasedSkills = (token: string, personId: number) =>
  request(documentBasedSkillListSchema, path(personId, 'documentBasedSkills'), {
    token,
    query: { ...LIST_QUERY },
  });

/** GET /crewMember/{id}/crewRatings: the chiefs' ratings summed up per rating type. */
export const fetchCrewRatings = (token: string, personId: number) =>
  request(crewRatingSummaryListSchema, path(personId, 'crewRatings'), {
    token,
    query: { ...LIST_QUERY },
  });
