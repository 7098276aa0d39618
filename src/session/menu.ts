import type { GuestMode } from './guestMode';
import type { LoginType } from './loginTypes';
import {
  hasRight,
  mayReadPlanningCrewItemList,
  mayReadProjectVacancies,
  mayReadReceipts,
  mayReadVacancies,
  type Rights,
} from './rights';

export type MenuContext = {
  loginTypes: ReadonlySet<LoginType>;
  rights: Rights;
  mailboxRights: Rights;
  guest: GuestMode | null;
};

export type MenuKey =
  | 'home'
  | 'planningCalendar'
  | 'projects'
  | 'plannerCrew'
  | 'membershipCrews'
  | 'planningCrewItemList'
  | 'invoices'
  | 'jobs'
  | 'personalCalendar'
  | 'trainings'
  | 'mobileDocuments'
  | 'plusCrews'
  | 'receipts'
  | 'vacancies'
  | 'payrolls'
  | 'contracts'
  | 'crewInfo'
  | 'projectsCalendar'
  | 'mailbox'
  | 'todoCalendar'
  | 'projectsVacancy'
  | 'profile'
  | 'version'
  | 'guestHome';

export type MenuEntry = { key: MenuKey; path: string };

type Rule = { key: MenuKey; path: string; visible: (c: MenuContext) => boolean };

const is = (c: MenuContext, ...types: LoginType[]) => types.some((t) => c.loginTypes.has(t));
const clientOrPlanner = (c: MenuContext) => is(c, 'client', 'planner');
const crewWith = (resource: string) => (c: MenuContext) =>
  is(c, 'crew') && hasRight(c.rights, resource);
const byRight = (resource: string) => (c: MenuContext) => hasRight(c.rights, resource);

/** SPEC §2 sidebar table, in its order. */
const SIDEBAR: Rule[] = [
  { key: 'home', path: '/', visible: (c) => c.guest === null },
  { key: 'planningCalendar', path: '/planning-calendar', visible: clientOrPlanner },
  { key: 'projects', path: '/projects', visible: clientOrPlanner },
  {
    key: 'plannerCrew',
    path: '/planner-crew',
    visible: (c) => clientOrPlanner(c) && hasRight(c.rights, 'crews'),
  },
  { key: 'membershipCrews', path: '/membership-crews', visible: clientOrPlanner },
  {
    key: 'planningCrewItemList',
    path: '/planning-crew-item-list',
    visible: (c) => mayReadPlanningCrewItemList(c.loginTypes),
  },
  { key: 'invoices', path: '/invoices', visible: byRight('invoices') },
  { key: 'jobs', path: '/jobs', visible: crewWith('projects') },
  { key: 'personalCalendar', path: '/personal-calendar', visible: crewWith('projects') },
  { key: 'trainings', path: '/trainings', visible: () => true },
  { key: 'mobileDocuments', path: '/mobileDocuments', visible: byRight('mobileDocuments') },
  { key: 'plusCrews', path: '/plus-crews', visible: byRight('plusCrews') },
  { key: 'receipts', path: '/receipts', visible: (c) => mayReadReceipts(c.rights) },
  { key: 'vacancies', path: '/vacancies', visible: (c) => mayReadVacancies(c.rights) },
  { key: 'payrolls', path: '/payrolls', visible: crewWith('payrolls') },
  { key: 'contracts', path: '/contracts', visible: crewWith('staffContracts') },
  { key: 'crewInfo', path: '/crew-info', visible: crewWith('crewInfo') },
  { key: 'projectsCalendar', path: '/projects-calendar', visible: clientOrPlanner },
  {
    key: 'mailbox',
    path: '/mailbox',
    visible: (c) =>
      is(c, 'client', 'office') &&
      hasRight(c.rights, 'mailboxes') &&
      hasRight(c.mailboxRights, 'emailMessages'),
  },
  { key: 'todoCalendar', path: '/todo-calendar', visible: (c) => is(c, 'planner') },
  {
    key: 'projectsVacancy',
    path: '/projects-vacancy',
    visible: (c) => mayReadProjectVacancies(c.rights),
  },
  { key: 'profile', path: '/profile', visible: byRight('persons') },
  { key: 'version', path: '/version', visible: () => true },
];

/** Every page the sidebar has an entry for, whoever is asking (pageAccess.ts). */
export const MENU_PAGE_PATHS: readonly string[] = SIDEBAR.map((r) => r.path);

/** Guest modes see a single home item (only when they may edit plus crews), plus a note. */
function guestEntries(c: MenuContext, guest: GuestMode): MenuEntry[] {
  if (!hasRight(c.rights, 'plusCrews', 'EDIT') || guest.kind !== 'pluscrew') return [];
  return [{ key: 'guestHome', path: `/plus-crews/${encodeURIComponent(guest.number)}/data` }];
}

export function sidebarEntries(c: MenuContext): MenuEntry[] {
  if (c.guest) return guestEntries(c, c.guest);
  return SIDEBAR.filter((r) => r.visible(c)).map(({ key, path }) => ({ key, path }));
}

/** SPEC §2 bottom bar: jobs (crew), projects (client), home, calendar (crew), projects calendar. */
export function bottomBarEntries(c: MenuContext): MenuEntry[] {
  if (c.guest) return [];
  const crew = is(c, 'crew');
  const client = is(c, 'client');
  const entries: MenuEntry[] = [];
  if (crew) entries.push({ key: 'jobs', path: '/jobs' });
  if (client) entries.push({ key: 'projects', path: '/projects' });
  entries.push({ key: 'home', path: '/' });
  if (crew) entries.push({ key: 'personalCalendar', path: '/personal-calendar' });
  if (client && !crew) entries.push({ key: 'projectsCalendar', path: '/projects-calendar' });
  return entries;
}

/** The one tenant theme whose top menu shows more than home and info (SPEC §2). */
export const EXTENDED_TOP_MENU_THEME = 'red';

const EXTENDED_TOP_MENU: MenuKey[] = [
  'home',
  'planningCalendar',
  'payrolls',
  'contracts',
  'crewInfo',
];

/**
 * The top menu of embedded use (SPEC §2). The red theme's longer menu passes every entry
 * through the sidebar's own rule, so it never offers a page the person may not open (a crew
 * member without the right saw Planning calendar, issue 17).
 */
export function topMenuEntries(c: MenuContext, theme: string | null): MenuEntry[] {
  if (c.guest) return guestEntries(c, c.guest);
  if (theme?.toLowerCase() === EXTENDED_TOP_MENU_THEME) {
    return EXTENDED_TOP_MENU.flatMap((key) => {
      const rule = SIDEBAR.find((r) => r.key === key);
      return rule?.visible(c) ? [{ key, path: rule.path }] : [];
    });
  }
  return [
    { key: 'home', path: '/' },
    { key: 'version', path: '/version' },
  ];
}

/** SPEC §2/§9: 65 px of padding per row of about 10 items. */
export function topMenuPadding(itemCount: number): number {
  return 65 * Math.max(1, Math.ceil(itemCount / 10));
}

/** Menu links keep the current query string (SPEC §2). */
export function withSearch(path: string, search: string): string {
  if (!search || search === '?') return path;
  return `${path}${search.startsWith('?') ? search : `?${search}`}`;
}
