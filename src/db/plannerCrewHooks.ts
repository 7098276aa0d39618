import { useLiveQuery } from 'dexie-react-hooks';
import { db, type CrewMembership, type NamedItem, type PCrew, type PlannerPerson } from './db';

// Live reads of the crew planner's and membership crews' tables (issue 14, crews slice).

const byName = <T extends { name: string; id: number }>(a: T, b: T) =>
  a.name.localeCompare(b.name) || a.id - b.id;

/** Everyone the crew planner lists (the screen filters); undefined while reading. */
export function usePlannerPeople(): PlannerPerson[] | undefined {
  return useLiveQuery(() => db.plannerPersons.toArray(), []);
}

export type PlannerCrewLists = {
  crews: PCrew[];
  functions: NamedItem[];
  regions: NamedItem[];
  tags: NamedItem[];
};

/** The filters' choices, each by name. */
export function usePlannerCrewLists(): PlannerCrewLists | undefined {
  return useLiveQuery(async () => {
    const [crews, functions, regions, tags] = await Promise.all([
      db.pCrews.toArray(),
      db.crewFunctions.toArray(),
      db.regions.toArray(),
      db.personTags.toArray(),
    ]);
    return {
      crews: crews.sort(byName),
      functions: functions.sort(byName),
      regions: regions.sort(byName),
      tags: tags.sort(byName),
    };
  }, []);
}

export type CrewWithCount = PCrew & { memberCount: number };

/** The membership crews this person sees, by name, with how many members each has. */
export function useMembershipCrews(): CrewWithCount[] | undefined {
  return useLiveQuery(async () => {
    const [crews, members] = await Promise.all([
      db.pCrews.toArray(),
      db.pCrewMemberships.toArray(),
    ]);
    const counts = new Map<number, number>();
    for (const m of members) counts.set(m.crewId, (counts.get(m.crewId) ?? 0) + 1);
    return crews.sort(byName).map((c) => ({ ...c, memberCount: counts.get(c.id) ?? 0 }));
  }, []);
}

/** One crew (null when this device does not have it) and its members by name. */
export function useMembershipCrew(
  id: number,
): { crew: PCrew; members: CrewMembership[] } | null | undefined {
  return useLiveQuery(async () => {
    const crew = await db.pCrews.get(id);
    if (!crew) return null;
    const members = await db.pCrewMemberships.where('crewId').equals(id).toArray();
    return { crew, members: members.sort(byName) };
  }, [id]);
}

export function usePlannerCrewTypes(): NamedItem[] | undefined {
  return useLiveQuery(async () => (await db.plannerCrewTypes.toArray()).sort(byName), []);
}

/** One member of a membership crew, for their contact page; null when this device has none. */
export function useCrewMember(crewId: number, personId: number) {
  return useLiveQuery(
    async () =>
      (await db.pCrewMemberships.where('crewId').equals(crewId).toArray()).find(
        (m) => m.personId === personId,
      ) ?? null,
    [crewId, personId],
  );
}
