import { fetchCrewInfo } from '../../api/crewInfo';
import { crewInfoItemSchema } from '../../api/schemas/crewInfo';
import { defineArea } from './types';
import { personalWith } from './who';

/** Crew info from the office (issue 4): read only. */
export const crewInfoArea = defineArea({
  tables: { crewInfo: crewInfoItemSchema },
  pulls: [
    {
      name: 'crewInfo',
      table: 'crewInfo',
      appliesTo: personalWith('crewInfo', true),
      fetch: (c) => fetchCrewInfo(c.token),
    },
  ],
  outboxKinds: [],
});
