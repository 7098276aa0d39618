import { projectSchema } from '../../api/schemas/projects';
import { projectsOpenAndClosed } from '../pull/projects';
import { defineArea } from './types';
import { clientOrPlannerWith } from './who';

/** Projects for clients and planners (issue 13): the list and the detail header read them. */
export const projectsArea = defineArea({
  tables: { projects: projectSchema },
  pulls: [
    {
      name: 'projects',
      table: 'projects',
      appliesTo: clientOrPlannerWith('projects'),
      fetch: projectsOpenAndClosed,
    },
  ],
  outboxKinds: [],
});
