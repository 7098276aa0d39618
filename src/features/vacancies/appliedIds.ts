import type { Job } from '../../db/db';
import type { Vacancy } from '../../db/jobsHooks';

/**
 * Which vacancies the person has applied for. The jobs table decides when it has the item
 * (it changes first, optimistically, and holds while the change waits); otherwise the
 * vacancy list's own flag, as the server last said.
 */
export function appliedIds(vacancies: readonly Vacancy[], jobs: readonly Job[]): Set<number> {
  const byId = new Map(jobs.map((j) => [j.id, j.status]));
  return new Set(
    vacancies
      .filter((v) => (byId.has(v.id) ? byId.get(v.id) === 'applied' : v.applied))
      .map((v) => v.id),
  );
}
