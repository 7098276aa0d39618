import { useLingui } from '@lingui/react/macro';
import type { PlanningStatus } from '../../../sync/actions/crewItems';
import type { PlannerCrewItem } from '../../../db/db';

/** A crew item's planning status in words, with its badge colour (SPEC §4). */
export function usePlanningStatusLabel(): (s: PlanningStatus) => { label: string; color: string } {
  const { t } = useLingui();
  return (s) => {
    switch (s) {
      case 'open':
        // "Open" is also the verb on buttons; the context keeps "vacant" apart in translation.
        return { label: t({ message: 'Open', context: 'crew item status' }), color: 'yellow' };
      case 'toConfirm':
        return { label: t`Waiting for confirmation`, color: 'blue' };
      case 'requested':
        return { label: t`Requested`, color: 'blue' };
      case 'confirmed':
        return { label: t`Confirmed`, color: 'green' };
      case 'cancelled':
        return { label: t`Cancelled by the person`, color: 'orange' };
      case 'notNeeded':
        return { label: t`Not needed`, color: 'gray' };
      case 'noShow':
        return { label: t`No-show`, color: 'red' };
    }
  };
}

/** The chief's state on site, or null when there is nothing to say yet. */
export function useSiteLabel(): (s: PlannerCrewItem['siteStatus']) => string | null {
  const { t } = useLingui();
  return (s) => {
    switch (s) {
      case 'preCall':
        return t`Pre-called`;
      case 'checkedIn':
        return t`Checked in`;
      case 'checkedOut':
        return t`Checked out`;
      default:
        return null;
    }
  };
}
