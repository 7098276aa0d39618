import { useLingui } from '@lingui/react/macro';
import type { PlannerCrewItem } from '../../../db/db';

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
