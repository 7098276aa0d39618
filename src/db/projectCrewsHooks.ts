import { useLiveQuery } from 'dexie-react-hooks';
import { db, type PersonAvailabilityRow, type PlannerCrew, type PlannerCrewItem } from './db';

/** A project's crews (by id) and all their crew items (by day, then time). */
export function useProjectCrewRows(
  number: string,
): { crews: PlannerCrew[]; items: PlannerCrewItem[] } | undefined {
  return useLiveQuery(async () => {
    const crews = await db.projectCrews.where('projectNumber').equals(number).sortBy('id');
    const items = await db.projectCrewItems
      .where('crewId')
      .anyOf(crews.map((c) => c.id))
      .toArray();
    items.sort(
      (a, b) =>
        a.startDate.localeCompare(b.startDate) ||
        a.startTime.localeCompare(b.startTime) ||
        a.id - b.id,
    );
    return { crews, items };
  }, [number]);
}

/** The people a planner may book, by name, with their availability (the booking check). */
export function useBookablePeople(): PersonAvailabilityRow[] | undefined {
  return useLiveQuery(() => db.personAvailabilities.toCollection().sortBy('name'), []);
}

/** One person's availability row (the booking check of new times), undefined if not here. */
export function usePersonAvailability(personId: number | null): PersonAvailabilityRow | undefined {
  return useLiveQuery(
    async () => (personId === null ? undefined : db.personAvailabilities.get(personId)),
    [personId],
  );
}
