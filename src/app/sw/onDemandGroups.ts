import { textsGroup, type OnDemandGroup } from '../../sync/constants';
import type { Locale } from '../../i18n/languages';
import { hasRight, type Rights } from '../../session/rights';
import type { LoginType } from '../../session/loginTypes';

/**
 * The on-demand files this person's screens use (constants.ts): crew members scan QR codes and
 * read PDFs; whoever may see plus crews opens their dashboard and its charts; everybody reads
 * the feature texts of the language the app speaks to them (English's are precached).
 */
export function onDemandGroupsFor(
  loginTypes: ReadonlySet<LoginType>,
  rights: Rights,
  locale: Locale,
): OnDemandGroup[] {
  const groups: OnDemandGroup[] = [];
  if (loginTypes.has('crew')) groups.push('crew');
  if (hasRight(rights, 'plusCrews')) groups.push('charts');
  if (locale !== 'en') groups.push(textsGroup(locale));
  return groups;
}
