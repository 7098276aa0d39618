import { useEffect } from 'react';
import type { Crew } from '../../db/db';
import { useLiveLocationState, type LiveLocationState } from '../../db/crewPhotosHooks';
import { todayIso } from '../../lib/dates';
import { startSharing, stopSharing } from './liveLocationWatcher';

export type LiveLocationSharing = {
  state: LiveLocationState | undefined;
  onShift: boolean;
  /** Switched on and the shift is today: positions are being watched. */
  active: boolean;
};

/**
 * Keeps the position watch in line with the chief's opt-in. Used by every site screen that
 * the chief keeps open, so sharing resumes after a reload without a visit to the switch.
 */
export function useLiveLocationSharing(crew: Crew | null): LiveLocationSharing {
  const crewId = crew?.id ?? 0;
  const state = useLiveLocationState(crewId);
  const today = todayIso();
  const onShift = crew !== null && crew.startDate <= today && crew.endDate >= today;
  const active = (state?.sharing ?? false) && onShift;
  useEffect(() => {
    if (!crewId || state === undefined) return;
    if (active) startSharing(crewId);
    else stopSharing(crewId);
    // No stop on unmount: sharing goes on while the chief uses the other site screens.
  }, [active, crewId, state]);
  return { state, onShift, active };
}
