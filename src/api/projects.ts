import { LIST_QUERY, request } from './client';
import { projectListSchema, projectSchema } from './schemas/projects';

export type ProjectListFilter = 'notClosed' | 'closed' | 'myNotClosed' | 'myClosed';

/** One of the server's four project lists (SPEC §2), at the SPEC §9 limit. */
export const fetchProjects = (token: string, filter: ProjectListFilter) =>
  request(projectListSchema, '/projects', { token, query: { ...LIST_QUERY, filter } });

/** GET /projects/{number}: one project; the project guest reads its own (SPEC §5). */
export const fetchProject = (token: string, number: string) =>
  request(projectSchema, `/projects/${encodeURIComponent(number)}`, { token });
