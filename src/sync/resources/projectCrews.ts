import { plannerCrewItemSchema, plannerCrewSchema } from '../../api/schemas/projectCrews';
import { defineArea, type PullEntry } from './types';

/**
 * A project's crews and crew items, planner side (issue 13). Not in the pull list: they are
 * pulled per project when it is opened, and every 30 s while it stays open
 * (sync/projectCrews.ts), since a planner's 1,000 projects hold far more items than one
 * screen needs. The outbox kinds are the six crew item status actions of SPEC §4.
 */
export const projectCrewsArea = defineArea({
  tables: { projectCrews: plannerCrewSchema, projectCrewItems: plannerCrewItemSchema },
  // No pull of its own: an empty list would widen the pull names to any string.
  pulls: [] as PullEntry<never, never>[],
  outboxKinds: [
    'crewItem.create',
    'crewItem.update',
    'crewItem.activate',
    'crewItem.notNeeded',
    'crewItem.reactivate',
    'crewItem.noShow',
    'crewItem.rate',
  ],
});
