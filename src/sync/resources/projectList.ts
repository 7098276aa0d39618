import {
  fetchBranches,
  fetchCateringAgreementTypes,
  fetchCompanies,
  fetchRateCards,
} from '../../api/projectReferenceLists';
import { namedItemSchema, rateCardSchema } from '../../api/schemas/projectForm';
import { defineArea } from './types';
import { clientOrPlannerWith } from './who';

const withProjects = clientOrPlannerWith('projects');

/**
 * The projects list's create form (issue 13): its reference lists, so a project can be
 * created offline, and the create itself (the new row lives in the projects table).
 */
export const projectListArea = defineArea({
  tables: {
    branches: namedItemSchema,
    cateringAgreementTypes: namedItemSchema,
    companies: namedItemSchema,
    rateCards: rateCardSchema,
  },
  pulls: [
    {
      name: 'branches',
      table: 'branches',
      appliesTo: withProjects,
      fetch: (ctx) => fetchBranches(ctx.token),
    },
    {
      name: 'cateringAgreementTypes',
      table: 'cateringAgreementTypes',
      appliesTo: withProjects,
      fetch: (ctx) => fetchCateringAgreementTypes(ctx.token),
    },
    {
      name: 'companies',
      table: 'companies',
      appliesTo: withProjects,
      fetch: (ctx) => fetchCompanies(ctx.token),
    },
    {
      name: 'rateCards',
      table: 'rateCards',
      appliesTo: withProjects,
      fetch: (ctx) => fetchRateCards(ctx.token),
    },
  ],
  outboxKinds: ['project.create'],
});
