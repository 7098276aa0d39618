import { LIST_QUERY, request } from './client';
import { jobListSchema } from './schemas/jobs';
import {
  crewChiefDocumentListSchema,
  crewProfileSchema,
  jobDetailListSchema,
  jobDetailSchema,
  vacancyListSchema,
} from './schemas/jobDetails';

export const fetchJobs = (token: string, window: { dateFrom: string; dateTo: string }) =>
  request(jobListSchema, '/jobs', { token, query: { ...LIST_QUERY, ...window } });

/** Details (location, crew chief, colleagues, project manager) of the jobs in a window. */
export const fetchJobDetails = (token: string, window: { dateFrom: string; dateTo: string }) =>
  request(jobDetailListSchema, '/jobs/details', { token, query: { ...LIST_QUERY, ...window } });

export const fetchJobDetail = (token: string, id: number) =>
  request(jobDetailSchema, `/jobs/${id}/details`, { token });

export const fetchVacancies = (token: string) =>
  request(vacancyListSchema, '/projectCrewItems/vacant', { token, query: { ...LIST_QUERY } });

export const fetchCrewChiefDocuments = (token: string) =>
  request(crewChiefDocumentListSchema, '/crewChiefDocuments', { token, query: { ...LIST_QUERY } });

export const fetchCrewProfile = (token: string, personId: number) =>
  request(crewProfileSchema, `/crewProfiles/${personId}`, { token });

/** The public variant: no login, no contact details. */
export const fetchPublicCrewProfile = (personId: number) =>
  request(crewProfileSchema, `/public/crewProfiles/${personId}`);
