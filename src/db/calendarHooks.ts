import { useLiveQuery } from 'dexie-react-hooks';
import { db, type BlockDate, type Job, type VacationRequest } from './db';

/** Vacation requests sorted by first day; undefined while the first read runs. */
export function useVacationRequests(): VacationRequest[] | undefined {
  return useLiveQuery(() => db.vacationRequests.orderBy('startDate').toArray(), []);
}

/** Jobs the calendar shows: every job except cancelled ones, by start date. */
export function useCalendarJobs(): Job[] | undefined {
  return useLiveQuery(
    async () =>
      (await db.jobs.orderBy('startDate').toArray()).filter((j) => j.status !== 'cancelled'),
    [],
  );
}

/** Blocked dates sorted by first day; undefined while the first read runs. */
export function useBlockDates(): BlockDate[] | undefined {
  return useLiveQuery(() => db.blockDates.orderBy('startDate').toArray(), []);
}
