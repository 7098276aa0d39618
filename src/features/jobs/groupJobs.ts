import type { Job } from '../../db/db';

export type JobGroups = {
  toConfirm: Job[];
  applied: Job[];
  upcoming: Job[];
  past: Job[];
  /** Crew chiefs: the jobs they lead from today on (crew-chief-only ones included). */
  crewChief: Job[];
};

/**
 * SPEC §2 jobs groups. To confirm and applied-for jobs show in their own groups whatever their
 * date; confirmed jobs split into upcoming (ending today or later) and past (newest first).
 * Cancelled jobs are not shown. Jobs a crew chief leads also show in their own group.
 */
export function groupJobs(jobs: readonly Job[], today: string): JobGroups {
  const groups: JobGroups = { toConfirm: [], applied: [], upcoming: [], past: [], crewChief: [] };
  for (const job of jobs) {
    if (job.status === 'cancelled') continue;
    if (job.isCrewChief && job.endDate >= today) groups.crewChief.push(job);
    if (job.status === 'toConfirm') groups.toConfirm.push(job);
    else if (job.status === 'applied') groups.applied.push(job);
    else if (job.endDate >= today) groups.upcoming.push(job);
    else groups.past.push(job);
  }
  const byStart = (a: Job, b: Job) =>
    a.startDate === b.startDate
      ? a.startTime.localeCompare(b.startTime)
      : a.startDate.localeCompare(b.startDate);
  groups.toConfirm.sort(byStart);
  groups.applied.sort(byStart);
  groups.upcoming.sort(byStart);
  groups.crewChief.sort(byStart);
  groups.past.sort((a, b) => byStart(b, a));
  return groups;
}
