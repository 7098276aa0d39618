import { useEffect } from 'react';
import { markCrewOpened } from '../../sync/pull/crews';
import { useRefreshOnOpen } from '../../sync/useSync';

/** The crew tables these screens read (crew chiefs, members and project guests alike). */
const CREW_RESOURCES = ['crews', 'crewMembers', 'locations'] as const;

/**
 * Opening a contact or location screen refreshes the crew tables (the pull skips resources
 * that do not apply to this person), and keeps that crew in the pull from now on.
 */
export function useCrewSiteRefresh(crewId: number | null): void {
  useEffect(() => {
    if (crewId !== null) markCrewOpened(crewId);
  }, [crewId]);
  useRefreshOnOpen(CREW_RESOURCES);
}
