import type { CrewMember } from '../../../db/db';
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

/** "07:00–23:30": from the first member's start to the last one's end; null without members. */
export function crewHours(members: readonly CrewMember[]): string | null {
  if (members.length === 0) return null;
  const start = members.map((m) => m.startTime).sort()[0]!;
  const end = members
    .map((m) => m.endTime)
    .sort()
    .at(-1)!;
  return `${start}–${end}`;
}
