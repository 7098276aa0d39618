import { fetchJobs, fetchVacancies } from '../../api/jobs';
import { jobSchema } from '../../api/schemas/jobs';
import {
  crewChiefDocumentSchema,
  crewProfileSchema,
  jobDetailSchema,
  vacancySchema,
} from '../../api/schemas/jobDetails';
import { hasRight } from '../../session/rights';
import { chiefDocumentsWithPrefetch, detailsWithKept } from '../pull/jobs';
import { jobsWindow } from '../pull/windows';
import { defineArea } from './types';
import { isCrew } from './who';

/**
 * The crew member's jobs, their details, vacancies, crew chief documents and crew profiles
 * (issue 4). Jobs come first: the details, the chief's documents and the crew pack read them.
 */
export const jobsArea = defineArea({
  tables: {
    jobs: jobSchema,
    jobDetails: jobDetailSchema,
    vacancies: vacancySchema,
    crewChiefDocuments: crewChiefDocumentSchema,
    // Filled when a profile is opened (sync/details), not by the pull.
    crewProfiles: crewProfileSchema,
  },
  pulls: [
    {
      name: 'jobs',
      table: 'jobs',
      appliesTo: isCrew,
      fetch: (ctx) => fetchJobs(ctx.token, jobsWindow(ctx.today)),
    },
    { name: 'jobDetails', table: 'jobDetails', appliesTo: isCrew, fetch: detailsWithKept },
    {
      name: 'vacancies',
      table: 'vacancies',
      appliesTo: (ctx) => isCrew(ctx) && hasRight(ctx.rights, 'vacancies'),
      fetch: (ctx) => fetchVacancies(ctx.token),
    },
    {
      name: 'crewChiefDocuments',
      table: 'crewChiefDocuments',
      appliesTo: isCrew,
      fetch: chiefDocumentsWithPrefetch,
    },
  ],
  outboxKinds: ['job.confirm', 'vacancy.apply', 'vacancy.unapply'],
});
