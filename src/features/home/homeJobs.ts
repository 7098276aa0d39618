import type { Job } from '../../db/db';

export type HomeJobs = {
  /**
   * The person's jobs of today. A crew item's dates and times mean a shift of those times on
   * each day from its start to its end date (SPEC §6 "crew item: start and end date, start and
   * end time"; the jobs list keeps it under upcoming until its end date). So a confirmed job
   * that started days ago and runs today is today's: the line then says which day of how many
   * it is (`dayOfJob`), not its start date. A job still waiting for the person's answer is
   * today's only on its first day: one that began without them is not their day.
   */
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
    today: held.filter((j) =>
      j.status === 'confirmed' ? j.startDate <= today && j.endDate >= today : j.startDate === today,
    ),
    next: held.filter((j) => j.startDate > today).slice(0, nextCount),
    toConfirm: jobs.filter((j) => j.status === 'toConfirm' && j.endDate >= today).length,
  };
}

const DAY_MS = 86_400_000;
/** Days since 1970 of a YYYY-MM-DD date, in UTC so summer time never shifts a count. */
const dayNumber = (iso: string) => {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
};

/** Which day of a multi-day job `today` is: {day: 5, days: 5}; null for a one-day job. */
export function dayOfJob(
  job: Pick<Job, 'startDate' | 'endDate'>,
  today: string,
): { day: number; days: number } | null {
  const days = dayNumber(job.endDate) - dayNumber(job.startDate) + 1;
  if (!(days > 1)) return null;
  return { day: dayNumber(today) - dayNumber(job.startDate) + 1, days };
}
