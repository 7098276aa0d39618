import { useMemo } from 'react';
import { useJob, useJobDetail, type JobDetail } from '../../db/jobsHooks';
import type { Job } from '../../db/db';
import { refreshJobDetail } from '../../sync/details';
import { useDetailRefresh } from '../../sync/useDetailRefresh';

export type JobScreenData = {
  job: Job | null;
  detail: JobDetail | null;
  /** What the screens show: the jobs table's row (status changes there first), else the detail. */
  base: Job | JobDetail;
  status: Job['status'];
};

/**
 * A job's screens read the jobs table (status changes there first, optimistically) and the
 * job details table; opening one pulls the details again. Not found (null) only once the
 * server said so, or when offline with nothing kept; undefined while loading, as a live query.
 */
export function useJobScreen(rawId: string): JobScreenData | null | undefined {
  const id = /^\d+$/.test(rawId) ? Number(rawId) : -1;
  const job = useJob(id);
  const detail = useJobDetail(id);
  const refresh = useDetailRefresh(`job:${id}`, () =>
    id > 0 ? refreshJobDetail(id) : Promise.resolve('missing'),
  );
  // One object per answer, not per render: screens pair it with its outbox flags (useWithFlags).
  return useMemo(() => {
    if (job === undefined || detail === undefined) return undefined;
    const base = job ?? detail;
    if (!base) return refresh === 'loading' ? undefined : null;
    return { job, detail, base, status: job?.status ?? base.status };
  }, [job, detail, refresh]);
}
