import { personAvailabilitySchema } from '../../api/schemas/projectCopy';
import { projectVacancySchema, temporaryPersonSchema } from '../../api/schemas/projectVacancies';
import {
  fetchPersonAvailabilities,
  fetchProjectVacancies,
  fetchTemporaryPersons,
} from '../../api/projectCopy';
import { hasRight, mayReadProjectVacancies } from '../../session/rights';
import { normaliseLoginTypes } from '../../session/loginTypes';
import { defineArea } from './types';
import { isPersonal } from './who';
import type { PullContext } from './types';

/** Planners book persons: their copies are checked against everyone's availability. */
const plannerWithProjects = (ctx: PullContext): boolean =>
  isPersonal(ctx) &&
  normaliseLoginTypes(ctx.payload.loginData.loginTypes).has('planner') &&
  hasRight(ctx.rights, 'projects');

/** SPEC §2: /projects-vacancy needs temporary-persons read and mobile project vacancies read. */
const projectVacancyReader = (ctx: PullContext): boolean =>
  isPersonal(ctx) && mayReadProjectVacancies(ctx.rights);

/** The project copy (with its check before booking) and the planner's vacancies (issue 13). */
export const projectCopyArea = defineArea({
  tables: {
    personAvailabilities: personAvailabilitySchema,
    projectVacancies: projectVacancySchema,
    temporaryPersons: temporaryPersonSchema,
  },
  pulls: [
    {
      name: 'personAvailabilities',
      table: 'personAvailabilities',
      appliesTo: plannerWithProjects,
      fetch: (ctx) => fetchPersonAvailabilities(ctx.token),
    },
    {
      name: 'projectVacancies',
      table: 'projectVacancies',
      appliesTo: projectVacancyReader,
      fetch: (ctx) => fetchProjectVacancies(ctx.token),
    },
    {
      name: 'temporaryPersons',
      table: 'temporaryPersons',
      appliesTo: projectVacancyReader,
      fetch: (ctx) => fetchTemporaryPersons(ctx.token),
    },
  ],
  outboxKinds: ['project.copy', 'projectVacancy.offer'],
});
