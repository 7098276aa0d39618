import { textsGroup, type OnDemandGroup } from '../../sync/constants';
import type { Locale } from '../../i18n/languages';
import { hasRight } from '../../session/rights';
import { sidebarEntries, type MenuContext, type MenuKey } from '../../session/menu';

/** The sidebar entries whose screens are office screens (build/chunkNames.ts OFFICE_FEATURES). */
const OFFICE_ENTRIES: ReadonlySet<MenuKey> = new Set<MenuKey>([
  'planningCalendar',
  'projects',
  'plannerCrew',
  'membershipCrews',
  'planningCrewItemList',
  'invoices',
  'projectsCalendar',
  'mailbox',
  'todoCalendar',
  'projectsVacancy',
]);

/** Whether the person's menu reaches an office screen; a project guest's own project is one. */
function opensOfficeScreens(person: MenuContext): boolean {
  if (person.guest) return person.guest.kind === 'project';
  return sidebarEntries(person).some((e) => OFFICE_ENTRIES.has(e.key));
}

/**
 * The on-demand files this person's screens use (constants.ts): crew members scan QR codes and
 * read PDFs; whoever may see plus crews opens their dashboard and its charts; clients, planners
 * and the office open the office screens; everybody reads the texts of the language the app
 * speaks to them (English's are precached). Before login (`person` null), only the texts.
 */
export function onDemandGroupsFor(person: MenuContext | null, locale: Locale): OnDemandGroup[] {
  const groups: OnDemandGroup[] = [];
  if (person?.loginTypes.has('crew')) groups.push('crew');
  if (person && hasRight(person.rights, 'plusCrews')) groups.push('charts');
  if (person && opensOfficeScreens(person)) groups.push('office');
  if (locale !== 'en') groups.push(textsGroup(locale));
  return groups;
}
