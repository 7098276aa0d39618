import { useLiveQuery } from 'dexie-react-hooks';
import { db, type PlanningCrewItem } from './db';

/** The client's crew items kept on the device, by start date; undefined while reading. */
export function usePlanningCrewItems(): PlanningCrewItem[] | undefined {
  return useLiveQuery(() => db.planningCrewItems.orderBy('startDate').toArray(), []);
}
