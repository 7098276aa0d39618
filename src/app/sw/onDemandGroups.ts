import type { OnDemandGroup } from '../../sync/constants';
import { hasRight, type Rights } from '../../session/rights';
import type { LoginType } from '../../session/loginTypes';

/**
 * The on-demand libraries this person's screens use (constants.ts): crew members scan QR codes
 * and read PDFs; whoever may see plus crews opens their dashboard and its charts.
 */
export function onDemandGroupsFor(
  loginTypes: ReadonlySet<LoginType>,
  rights: Rights,
): OnDemandGroup[] {
  const groups: OnDemandGroup[] = [];
  if (loginTypes.has('crew')) groups.push('crew');
  if (hasRight(rights, 'plusCrews')) groups.push('charts');
  return groups;
}
