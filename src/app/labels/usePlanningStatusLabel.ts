import { useLingui } from '@lingui/react/macro';
import type { PlanningStatus } from '../../sync/actions/crewItems';

/**
 * A crew item's planning status in words, with its badge colour (SPEC §4): one wording (and so
 * one translation) for the project's crews and the client's crew item list.
 */
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
