import { useLingui } from '@lingui/react/macro';
import { siteStatusLabel, type SiteStatus } from '../../app/labels/siteStatusLabel';

const COLORS: Record<string, string> = {
  preCall: 'cyan',
  checkedIn: 'green',
  checkedOut: 'gray',
  noShow: 'red',
};

/** A member's site status in words (shared wording: app/labels), and its badge colour. */
export function useSiteStatusLabel(): (s: SiteStatus) => { label: string; color: string } {
  const { i18n } = useLingui();
  return (s) => ({ label: siteStatusLabel(s, i18n), color: COLORS[s] ?? 'yellow' });
}
