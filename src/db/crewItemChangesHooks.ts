import { useLiveQuery } from 'dexie-react-hooks';
import type { CrewItemChange } from '../api/schemas/crewItemChanges';
import { db } from './db';

export type ChangeRows = { changes: CrewItemChange[]; seenUpTo: ReadonlyMap<number, number> };

/**
 * The local "has changed" rows of these crew items: others' changes and how far this person
 * has looked at each item's (changeSeen). Undefined while loading.
 */
export function useCrewItemChangeRows(crewItemIds: readonly number[]): ChangeRows | undefined {
  const key = crewItemIds.join(',');
  return useLiveQuery(
    async () => {
      if (crewItemIds.length === 0) return { changes: [], seenUpTo: new Map<number, number>() };
      const [changes, seen] = await Promise.all([
        db.crewItemChanges.where('crewItemId').anyOf(crewItemIds).toArray(),
        db.changeSeen.bulkGet([...crewItemIds]),
      ]);
      const seenUpTo = new Map(seen.flatMap((r) => (r ? [[r.crewItemId, r.upTo] as const] : [])));
      return { changes, seenUpTo };
    },
    // The ids' content, not the array's identity, says when to read again.
    [key],
  );
}

/** Every local "has changed" row and how far the person has looked (the table is small). */
export function useAllCrewItemChangeRows(): ChangeRows | undefined {
  return useLiveQuery(async () => {
    const [changes, seen] = await Promise.all([
      db.crewItemChanges.toArray(),
      db.changeSeen.toArray(),
    ]);
    return { changes, seenUpTo: new Map(seen.map((r) => [r.crewItemId, r.upTo] as const)) };
  }, []);
}
