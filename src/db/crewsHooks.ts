import { useLiveQuery } from 'dexie-react-hooks';
import { compareShifts } from '../api/schemas/shiftOrder';
import { db, type Crew, type CrewMember, type Location } from './db';
import type { SecurityCheck } from '../api/schemas/forms';

/** One crew of the job pack; undefined while loading, null when not held. */
export function useCrew(id: number): Crew | null | undefined {
  return useLiveQuery(async () => (await db.crews.get(id)) ?? null, [id]);
}

/** The crew's members by start time then name; undefined while loading. */
export function useCrewMembers(crewId: number): CrewMember[] | undefined {
  return useLiveQuery(
    async () =>
      (await db.crewMembers.where('crewId').equals(crewId).toArray()).sort(
        (a, b) => a.startTime.localeCompare(b.startTime) || a.name.localeCompare(b.name),
      ),
    [crewId],
  );
}

export function useLocation(id: number | null): Location | null | undefined {
  return useLiveQuery(
    async () => (id === null ? null : ((await db.locations.get(id)) ?? null)),
    [id],
  );
}

/** The crew's security checks (filled by the forms slice), by date and shift. */
export function useCrewSecurityChecks(crewId: number): SecurityCheck[] | undefined {
  return useLiveQuery(
    async () =>
      (await db.securityChecks.where('crewId').equals(crewId).toArray()).sort(
        (a, b) => a.date.localeCompare(b.date) || compareShifts(a.shift, b.shift),
      ),
    [crewId],
  );
}
