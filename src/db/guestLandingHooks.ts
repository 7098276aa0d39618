import { useLiveQuery } from 'dexie-react-hooks';
import { db, type Crew, type CrewMember, type Location, type Project } from './db';

export type GuestCrew = { crew: Crew; members: CrewMember[]; location: Location | null };
export type GuestLanding = { project: Project | null; crews: GuestCrew[] };

/**
 * The project guest's landing page (SPEC §5): its project (the guestProject pull) and the
 * project's crews with their members and places (the crews area pulls a guest's crews).
 * Undefined while the query loads.
 */
export function useGuestLandingRows(number: string): GuestLanding | undefined {
  return useLiveQuery(async () => {
    const project = (await db.guestProjects.where('number').equals(number).first()) ?? null;
    const crews = (await db.crews.toArray())
      .filter((c) => c.projectNumber === number)
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.name.localeCompare(b.name));
    const members = await db.crewMembers
      .where('crewId')
      .anyOf(crews.map((c) => c.id))
      .toArray();
    const places = await db.locations.bulkGet(
      crews.map((c) => c.locationId).filter((id): id is number => id !== null),
    );
    const placeById = new Map(places.filter((l) => l !== undefined).map((l) => [l.id, l]));
    return {
      project,
      crews: crews.map((crew) => ({
        crew,
        members: members
          .filter((m) => m.crewId === crew.id)
          .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.name.localeCompare(b.name)),
        location: crew.locationId === null ? null : (placeById.get(crew.locationId) ?? null),
      })),
    };
  }, [number]);
}
