import { useLiveQuery } from 'dexie-react-hooks';
import type { CrewInfoItem } from '../api/schemas/crewInfo';
import { db } from './db';

export type { CrewInfoItem };

// Live reads of crew info; undefined while the first read runs.

export function useCrewInfo(): CrewInfoItem[] | undefined {
  return useLiveQuery(
    async () =>
      (await db.crewInfo.toArray()).sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : -1)),
    [],
  );
}
