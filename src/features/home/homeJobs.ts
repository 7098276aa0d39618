import type { Job } from '../../db/db';

export type HomeJobs = {
  /** Jobs running today that the person holds (confirmed or waiting for their confirmation). */
  today: Job[];
  /** The next few held jobs after today. */
  next: Job[];
  /** Jobs waiting for the person's confirmation, from today on. */
  toConfirm: number;
};

const HELD = new Set<Job['status']>(['confirmed', 'toConfirm', 'requested']);

const byStart = (a: Job, b: Job) =>
  a.startDate === b.startDate
    ? a.startTime.localeCompare(b.startTime)
    : a.startDate.localeCompare(b.startDate);

/** What home shows about jobs, from the local jobs table. */
export function homeJobs(jobs: readonly Job[], today: string, nextCount = 3): HomeJobs {
  const held = jobs.filter((j) => HELD.has(j.status)).sort(byStart);
  return {
    today: held.filter((j) => j.startDate <= today && j.endDate >= today),
    next: held.filter((j) => j.startDate > today).slice(0, nextCount),
    toConfirm: jobs.filter((j) => j.status === 'toConfirm' && j.endDate >= today).length,
  };
}
