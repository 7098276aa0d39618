import { useEffect } from 'react';
import { useCrew, useCrewMembers } from '../../db/crewsHooks';
import { useWithFlags } from '../../db/withFlags';
import { markCrewOpened } from '../../sync/pull/crews';
import { useRefreshOnOpen } from '../../sync/useSync';
import { useSession } from '../../session/useSession';

const RESOURCES = ['crews', 'crewMembers', 'locations'] as const;

/**
 * The crew of a /crews/{id} screen from the job pack, its members with their outbox flags;
 * re-pulled when the screen opens.
 */
export function useCrewScreen(rawId: string) {
  const id = Number(rawId);
  useEffect(() => markCrewOpened(id), [id]);
  useRefreshOnOpen(RESOURCES);
  const crew = useCrew(id);
  // The members' badges are read after them: a check-in made here is never drawn as sent.
  const [members, flags] = useWithFlags(useCrewMembers(id), 'crewMembers') ?? [];
  const session = useSession();
  // Only the crew's chief acts on site (the server enforces it too); members and project
  // guests see the crew read-only.
  const isChief =
    session.status === 'authenticated' &&
    crew != null &&
    crew.chiefPersonId !== null &&
    session.payload.loginData.personId === crew.chiefPersonId;
  return { id, crew, members, flags, isChief };
}
