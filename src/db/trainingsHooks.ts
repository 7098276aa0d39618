import { useLiveQuery } from 'dexie-react-hooks';
import type { Training } from '../api/schemas/trainings';
import { db } from './db';

export type { Training };

// Live reads of trainings; undefined while the first read runs.

export function useTrainings(): Training[] | undefined {
  return useLiveQuery(() => db.trainings.orderBy('date').toArray(), []);
}
