import { crewMemberSchema, crewSchema, locationSchema } from '../../api/schemas/crews';
import { crewMembers, crewOrGuest, crews, locations } from '../pull/crews';
import { defineArea } from './types';

/**
 * The crew chief's job pack (issue 5): crews, their members and their locations, pulled after
 * the jobs (the pack's crew ids are read from the jobs table), in this order: members and
 * locations are fetched for the crews just stored. A project guest gets its project's crews.
 */
export const crewsArea = defineArea({
  tables: { crews: crewSchema, crewMembers: crewMemberSchema, locations: locationSchema },
  pulls: [
    { name: 'crews', table: 'crews', appliesTo: crewOrGuest, fetch: crews },
    { name: 'crewMembers', table: 'crewMembers', appliesTo: crewOrGuest, fetch: crewMembers },
    { name: 'locations', table: 'locations', appliesTo: crewOrGuest, fetch: locations },
  ],
  outboxKinds: [
    'crewMember.preCall',
    'crewMember.checkIn',
    'crewMember.checkOut',
    'crewMember.noShow',
    'crewMember.rate',
  ],
});
