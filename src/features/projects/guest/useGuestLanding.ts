import { useGuestLandingRows, type GuestLanding } from '../../../db/guestLandingHooks';
import { useRefreshOnOpen } from '../../../sync/useSync';

export type { GuestCrew, GuestLanding } from '../../../db/guestLandingHooks';

const RESOURCES = ['guestProject', 'crews', 'crewMembers', 'locations'] as const;

/**
 * The landing page's data from the local tables, re-pulled on open; offline it reads what
 * the last visit stored.
 */
export function useGuestLanding(number: string): GuestLanding | undefined {
  useRefreshOnOpen(RESOURCES);
  return useGuestLandingRows(number);
}
