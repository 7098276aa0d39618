import { request } from './client';
import { jobListSchema } from './schemas/jobs';
import { blockDateListSchema } from './schemas/calendar';

/** SPEC §9: most list calls use limit 1000, page 1. */
export const LIST_QUERY = { limit: 1000, page: 1 } as const;

export const fetchJobs = (token: string, window: { dateFrom: string; dateTo: string }) =>
  request(jobListSchema, '/jobs', { token, query: { ...LIST_QUERY, ...window } });

export const fetchBlockDates = (token: string) =>
  request(blockDateListSchema, '/blockDates', { token, query: { ...LIST_QUERY } });
