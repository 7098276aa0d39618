import { crewItemChangeSchema } from '../../api/schemas/crewItemChanges';
import { fetchCrewItemChanges } from '../../api/crewItemChanges';
import { defineArea } from './types';
import { clientOrPlannerWith } from './who';

/**
 * "Has changed" (issue 14): the crew item changes by others that the planner or client has
 * not seen. The pull fills the table whole; while a planning view is open the live poller
 * (sync/live) adds what is new every few seconds. Marking seen is no outbox kind: see
 * sync/live/seen.ts.
 */
export const crewItemChangesArea = defineArea({
  tables: { crewItemChanges: crewItemChangeSchema },
  pulls: [
    {
      name: 'crewItemChanges',
      table: 'crewItemChanges',
      appliesTo: clientOrPlannerWith('projects'),
      fetch: (ctx) => fetchCrewItemChanges(ctx.token),
    },
  ],
  outboxKinds: [],
});
