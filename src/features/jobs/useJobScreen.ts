import { useJob, useJobDetail, type JobDetail } from '../../db/jobsHooks';
import type { Job } from '../../db/db';
import { refreshJobDetail } from '../../sync/details';
import { useDetailRefresh } from '../../sync/useDetailRefresh';

export type JobScreenData =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'ready'; job: Job | null; detail: JobDetail | null; status: Job['status'] };

/**
 * A job's screens read the jobs table (status changes there first, optimistically) and the
 * job details table; opening one pulls the details again. Not found only once the server said
 * so, or when offline with nothing kept.
 */
export function useJobScreen(rawId: string): JobScreenData {
  const id = /^\d+$/.test(rawId) ? Number(rawId) : -1;
  const job = useJob(id);
  const detail = useJobDetail(id);
  const refresh = useDetailRefresh(`job:${id}`, () =>
    id > 0 ? refreshJobDetail(id) : Promise.resolve('missing'),
  );
  if (job === undefined || detail === undefined) return { state: 'loading' };
  if (!job && !detail) return refresh === 'loading' ? { state: 'loading' } : { state: 'missing' };
  return { state: 'ready', job, detail, status: job?.status ?? detail!.status };
}
