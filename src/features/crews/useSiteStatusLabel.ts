import { useLingui } from '@lingui/react/macro';
import type { CrewMember } from '../../db/db';

type SiteStatus = CrewMember['siteStatus'];

/** A member's site status in words, and its badge colour. */
export function useSiteStatusLabel(): (s: SiteStatus) => { label: string; color: string } {
  const { t } = useLingui();
  return (s) => {
    switch (s) {
      case 'preCall':
        return { label: t`Pre-called`, color: 'cyan' };
      case 'checkedIn':
        return { label: t`Checked in`, color: 'green' };
      case 'checkedOut':
        return { label: t`Checked out`, color: 'gray' };
      case 'noShow':
        return { label: t`No-show`, color: 'red' };
      default:
        return { label: t`Not checked in`, color: 'yellow' };
    }
  };
}
