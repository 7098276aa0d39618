import { fetchBlockDates, fetchJobs } from '../../api/resources';
import type { Rights, TokenPayload } from '../../api/schemas/session';
import type { EntityTable } from '../outbox/types';
import { jobsWindow } from './windows';
import { jobsAreaResources } from './jobsArea';
import { payrollResources } from './payrolls';
import { profileResources } from './profile';
import { fetchVacationRequests } from '../../api/vacations';
import { isCrew } from './crewPack';
import { crewPackResources } from './crews';
import { formResources } from './forms';
import { documentResources } from './documents';
import { crewPhotoResources } from './crewPhotos';
import { crewPaperworkResources } from './crewPaperwork';

export type PullContext = { token: string; payload: TokenPayload; rights: Rights; today: Date };

/** One server resource and the table it fills: the single map of DESIGN.md's pull. */
export type PullResource = {
  name: string;
  table: EntityTable;
  /** Whether this person's data includes it (login types and rights). */
  appliesTo: (ctx: PullContext) => boolean;
  /** All rows the server has for this person; a full list replaces the table's rows. */
  fetch: (ctx: PullContext) => Promise<{ items: { id: number; version: number }[] }>;
};

export const PULL_RESOURCES: PullResource[] = [
  {
    name: 'jobs',
    table: 'jobs',
    appliesTo: isCrew,
    fetch: (ctx) => fetchJobs(ctx.token, jobsWindow(ctx.today)),
  },
  {
    name: 'blockDates',
    table: 'blockDates',
    appliesTo: isCrew,
    fetch: (ctx) => fetchBlockDates(ctx.token),
  },
  {
    name: 'vacationRequests',
    table: 'vacationRequests',
    appliesTo: isCrew,
    fetch: (ctx) => fetchVacationRequests(ctx.token),
  },
  ...jobsAreaResources(isCrew),
  ...payrollResources(),
  ...profileResources(),
  // The crew chief's job pack (issue 5) comes after jobs: packCrewIds reads the jobs table.
  ...formResources(),
  ...crewPackResources(),
  ...crewPhotoResources(),
  ...crewPaperworkResources(),
  // Documents to sign (issue 6).
  ...documentResources(),
];
