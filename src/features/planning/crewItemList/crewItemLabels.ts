import { useLingui } from '@lingui/react/macro';
import type { PlanningStatus } from '../../../sync/actions/crewItems';

/**
 * A crew item's planning status in words, with its badge colour: the same words (and so the
 * same translations) as the project's crews section (SPEC §4).
 */
export function useStatusLabel(): (s: PlanningStatus) => { label: string; color: string } {
  const { t } = useLingui();
  return (s) => {
    switch (s) {
      case 'open':
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

/** The export's column names, in the person's language. */
export function useCsvHeader(): string[] {
  const { t } = useLingui();
  return [
    t`Project number`,
    t`Project`,
    t`Crew`,
    t`Function`,
    t`Person`,
    t`Start date`,
    t`Start time`,
    t`End date`,
    t`End time`,
    t`Status`,
    t`Booked`,
    t`Needed`,
  ];
}
