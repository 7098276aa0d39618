import { LIST_QUERY, request } from './client';
import { namedItemListSchema } from './schemas/projectForm';
import {
  crewMembershipListSchema,
  pCrewListSchema,
  plannerPersonListSchema,
} from './schemas/plannerCrews';

// The crew planner and membership crews (issue 14): reference lists, people with their
// borders, crews and memberships, each pulled into its own small table.

const list = (path: string) => (token: string) =>
  request(namedItemListSchema, path, { token, query: { ...LIST_QUERY } });

export const fetchRegions = list('/regions');
export const fetchCrewFunctions = list('/functions');
export const fetchPersonTags = list('/personTags');
export const fetchPlannerCrewTypes = list('/plannerCrewTypes');

export const fetchPlannerPersons = (token: string) =>
  request(plannerPersonListSchema, '/plannerCrewPersons', { token, query: { ...LIST_QUERY } });

/** Each crew comes with its members; the pCrews table keeps the crew (the schema strips them). */
export const fetchPCrews = (token: string) =>
  request(pCrewListSchema, '/pCrews', { token, query: { ...LIST_QUERY } });

export const fetchCrewMemberships = (token: string) =>
  request(crewMembershipListSchema, '/plannerCrewMemberships', {
    token,
    query: { ...LIST_QUERY },
  });
