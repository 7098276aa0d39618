import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './db';
import type { CrewMemberProfile } from '../api/schemas/crewMemberProfile';

/** The planner's view of a person (/crew-profile/{personId}); null when not stored. */
export function useCrewMemberProfile(personId: number): CrewMemberProfile | null | undefined {
  return useLiveQuery(async () => (await db.crewMemberProfiles.get(personId)) ?? null, [personId]);
}
