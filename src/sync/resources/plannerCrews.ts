import {
  fetchCrewFunctions,
  fetchCrewMemberships,
  fetchPCrews,
  fetchPersonTags,
  fetchPlannerCrewTypes,
  fetchPlannerPersons,
  fetchRegions,
} from '../../api/plannerCrews';
import { namedItemSchema } from '../../api/schemas/projectForm';
import {
  crewMembershipSchema,
  pCrewSchema,
  plannerPersonSchema,
} from '../../api/schemas/plannerCrews';
import { defineArea } from './types';
import { clientOrPlannerWith } from './who';

const withCrews = clientOrPlannerWith('crews');
const withMembershipCrews = clientOrPlannerWith('membershipCrews');

/**
 * The crew planner (/planner-crew) and membership crews (issue 14, crews slice): the filters'
 * reference lists, the people with the border the server decides, the planner crews and their
 * members. Creating a crew and adding or removing a member are queued offline.
 */
export const plannerCrewsArea = defineArea({
  tables: {
    regions: namedItemSchema,
    crewFunctions: namedItemSchema,
    personTags: namedItemSchema,
    plannerCrewTypes: namedItemSchema,
    plannerPersons: plannerPersonSchema,
    pCrews: pCrewSchema,
    pCrewMemberships: crewMembershipSchema,
  },
  pulls: [
    {
      name: 'regions',
      table: 'regions',
      appliesTo: withCrews,
      fetch: (c) => fetchRegions(c.token),
    },
    {
      name: 'crewFunctions',
      table: 'crewFunctions',
      appliesTo: withCrews,
      fetch: (c) => fetchCrewFunctions(c.token),
    },
    {
      name: 'personTags',
      table: 'personTags',
      appliesTo: withCrews,
      fetch: (c) => fetchPersonTags(c.token),
    },
    {
      name: 'plannerCrewTypes',
      table: 'plannerCrewTypes',
      appliesTo: withMembershipCrews,
      fetch: (c) => fetchPlannerCrewTypes(c.token),
    },
    {
      name: 'plannerPersons',
      table: 'plannerPersons',
      appliesTo: withCrews,
      fetch: (c) => fetchPlannerPersons(c.token),
    },
    {
      name: 'pCrews',
      table: 'pCrews',
      appliesTo: withMembershipCrews,
      fetch: (c) => fetchPCrews(c.token),
    },
    {
      name: 'pCrewMemberships',
      table: 'pCrewMemberships',
      appliesTo: withMembershipCrews,
      fetch: (c) => fetchCrewMemberships(c.token),
    },
  ],
  outboxKinds: ['pCrew.create', 'crewMembership.add', 'crewMembership.remove'],
});
