import { describe, expect, it } from 'vitest';
import type { GuestMode } from './guestMode';
import type { LoginType } from './loginTypes';
import {
  bottomBarEntries,
  sidebarEntries,
  topMenuEntries,
  topMenuPadding,
  withSearch,
  type MenuContext,
} from './menu';
import type { Rights } from './rights';

type Ctx = {
  types?: LoginType[];
  /** "resource" means READ; "resource:PERM" names another permission. */
  rights?: string[];
  mailbox?: string[];
  guest?: GuestMode | null;
};

function rightsOf(list: string[]): Rights {
  const out: Rights = {};
  for (const item of list) {
    const [resource = '', permission = 'READ'] = item.split(':');
    out[resource] = [...(out[resource] ?? []), permission];
  }
  return out;
}

const ctx = ({ types = [], rights = [], mailbox = [], guest = null }: Ctx): MenuContext => ({
  loginTypes: new Set(types),
  rights: rightsOf(rights),
  mailboxRights: rightsOf(mailbox),
  guest,
});

const paths = (c: Ctx) => sidebarEntries(ctx(c)).map((e) => e.path);

const ALL_RIGHTS = (
  'crews invoices projects mobileDocuments plusCrews receipts vacancies payrolls staffContracts ' +
  'crewInfo mailboxes temporaryPersons mobileProjectVacancies persons'
).split(' ');

describe('sidebar (SPEC §2 table)', () => {
  it.each<[string, Ctx, string[]]>([
    ['no login type, no rights', {}, ['/', '/trainings', '/version']],
    [
      'client without rights',
      { types: ['client'] },
      [
        '/',
        '/planning-calendar',
        '/projects',
        '/membership-crews',
        '/planning-crew-item-list',
        '/trainings',
        '/projects-calendar',
        '/version',
      ],
    ],
    [
      'planner without rights',
      { types: ['planner'] },
      [
        '/',
        '/planning-calendar',
        '/projects',
        '/membership-crews',
        '/trainings',
        '/projects-calendar',
        '/todo-calendar',
        '/version',
      ],
    ],
    ['crew without rights', { types: ['crew'] }, ['/', '/trainings', '/version']],
    ['office without rights', { types: ['office'] }, ['/', '/trainings', '/version']],
    [
      'crew with projects right',
      { types: ['crew'], rights: ['projects'] },
      ['/', '/jobs', '/personal-calendar', '/trainings', '/version'],
    ],
    [
      'crew with payrolls, contracts and crew info rights',
      { types: ['crew'], rights: ['payrolls', 'staffContracts', 'crewInfo'] },
      ['/', '/trainings', '/payrolls', '/contracts', '/crew-info', '/version'],
    ],
    [
      'office with the crew rights but not the crew type',
      { types: ['office'], rights: ['projects', 'payrolls', 'staffContracts', 'crewInfo'] },
      ['/', '/trainings', '/version'],
    ],
    [
      'office with mailboxes right and the email-messages mailbox right',
      { types: ['office'], rights: ['mailboxes'], mailbox: ['emailMessages'] },
      ['/', '/trainings', '/mailbox', '/version'],
    ],
    [
      'anyone with invoices, documents, plus crews, receipts, vacancies and persons rights',
      { rights: ['invoices', 'mobileDocuments', 'plusCrews', 'receipts', 'vacancies', 'persons'] },
      [
        '/',
        '/invoices',
        '/trainings',
        '/mobileDocuments',
        '/plus-crews',
        '/receipts',
        '/vacancies',
        '/profile',
        '/version',
      ],
    ],
    [
      'anyone with temporary-persons and mobile project vacancies read',
      { rights: ['temporaryPersons', 'mobileProjectVacancies'] },
      ['/', '/trainings', '/projects-vacancy', '/version'],
    ],
    [
      'every login type with every right',
      {
        types: ['client', 'crew', 'planner', 'office'],
        rights: ALL_RIGHTS,
        mailbox: ['emailMessages'],
      },
      [
        '/',
        '/planning-calendar',
        '/projects',
        '/planner-crew',
        '/membership-crews',
        '/planning-crew-item-list',
        '/invoices',
        '/jobs',
        '/personal-calendar',
        '/trainings',
        '/mobileDocuments',
        '/plus-crews',
        '/receipts',
        '/vacancies',
        '/payrolls',
        '/contracts',
        '/crew-info',
        '/projects-calendar',
        '/mailbox',
        '/todo-calendar',
        '/projects-vacancy',
        '/profile',
        '/version',
      ],
    ],
  ])('%s', (_label, c, expected) => {
    expect(paths(c)).toEqual(expected);
  });

  it.each<[string, Ctx, string, boolean]>([
    ['planner with crews right', { types: ['planner'], rights: ['crews'] }, '/planner-crew', true],
    ['client with crews right', { types: ['client'], rights: ['crews'] }, '/planner-crew', true],
    ['crew with crews right', { types: ['crew'], rights: ['crews'] }, '/planner-crew', false],
    ['planner without crews right', { types: ['planner'] }, '/planner-crew', false],
    ['planner (not client)', { types: ['planner'] }, '/planning-crew-item-list', false],
    ['client (not planner)', { types: ['client'] }, '/todo-calendar', false],
    ['client with projects right', { types: ['client'], rights: ['projects'] }, '/jobs', false],
    [
      'crew, projects right',
      { types: ['crew'], rights: ['projects'] },
      '/planning-calendar',
      false,
    ],
    [
      'client with both mailbox rights',
      { types: ['client'], rights: ['mailboxes'], mailbox: ['emailMessages'] },
      '/mailbox',
      true,
    ],
    [
      'office with mailboxes right only',
      { types: ['office'], rights: ['mailboxes'] },
      '/mailbox',
      false,
    ],
    [
      'office with email-messages mailbox right only',
      { types: ['office'], mailbox: ['emailMessages'] },
      '/mailbox',
      false,
    ],
    [
      'office with emailMessages as a user right, not a mailbox right',
      { types: ['office'], rights: ['mailboxes', 'emailMessages'] },
      '/mailbox',
      false,
    ],
    [
      'crew or planner with both mailbox rights',
      { types: ['crew', 'planner'], rights: ['mailboxes'], mailbox: ['emailMessages'] },
      '/mailbox',
      false,
    ],
    ['temporary-persons read only', { rights: ['temporaryPersons'] }, '/projects-vacancy', false],
    [
      'mobile vacancies read only',
      { rights: ['mobileProjectVacancies'] },
      '/projects-vacancy',
      false,
    ],
    ['persons with EDIT but no READ', { rights: ['persons:EDIT'] }, '/profile', false],
    [
      'crew with payrolls EDIT but no READ',
      { types: ['crew'], rights: ['payrolls:EDIT'] },
      '/payrolls',
      false,
    ],
  ])('%s → %s shown: %s', (_label, c, path, shown) => {
    expect(paths(c).includes(path)).toBe(shown);
  });
});

describe('guest modes (SPEC §2, §5)', () => {
  const pluscrew: GuestMode = { kind: 'pluscrew', number: 'PC-7' };
  const project: GuestMode = { kind: 'project', number: 'P-1' };

  it.each<[string, Ctx, { key: string; path: string }[]]>([
    [
      'plus-crew guest who may edit plus crews',
      { guest: pluscrew, rights: ['plusCrews', 'plusCrews:EDIT'] },
      [{ key: 'guestHome', path: '/plus-crews/PC-7/data' }],
    ],
    [
      'plus-crew guest with every other right and login type',
      { guest: pluscrew, types: ['crew', 'client'], rights: [...ALL_RIGHTS, 'plusCrews:EDIT'] },
      [{ key: 'guestHome', path: '/plus-crews/PC-7/data' }],
    ],
    [
      'plus-crew guest whose number needs encoding',
      { guest: { kind: 'pluscrew', number: 'PC 7/a' }, rights: ['plusCrews:EDIT'] },
      [{ key: 'guestHome', path: '/plus-crews/PC%207%2Fa/data' }],
    ],
    ['plus-crew guest with plus-crews READ only', { guest: pluscrew, rights: ['plusCrews'] }, []],
    ['plus-crew guest without rights', { guest: pluscrew }, []],
    // A project guest may not open plus-crew pages (SPEC §5), so it gets no link.
    ['project guest with plus-crews EDIT', { guest: project, rights: ['plusCrews:EDIT'] }, []],
    ['project guest with all rights', { guest: project, types: ['crew'], rights: ALL_RIGHTS }, []],
  ])('%s', (_label, c, expected) => {
    expect(sidebarEntries(ctx(c))).toEqual(expected);
    expect(topMenuEntries(ctx(c), null)).toEqual(expected);
    expect(topMenuEntries(ctx(c), 'red')).toEqual(expected);
    expect(bottomBarEntries(ctx(c))).toEqual([]);
  });
});

describe('themed top menu (SPEC §2)', () => {
  const client = ctx({ types: ['client', 'crew'], rights: ALL_RIGHTS });
  const HOME_AND_INFO = [
    { key: 'home', path: '/' },
    { key: 'version', path: '/version' },
  ];
  const EXTENDED = [
    { key: 'home', path: '/' },
    { key: 'planningCalendar', path: '/planning-calendar' },
    { key: 'payrolls', path: '/payrolls' },
    { key: 'contracts', path: '/contracts' },
    { key: 'crewInfo', path: '/crew-info' },
  ];

  it.each<[string | null, { key: string; path: string }[]]>([
    [null, HOME_AND_INFO],
    ['default', HOME_AND_INFO],
    ['watermark', HOME_AND_INFO],
    ['unknown-theme', HOME_AND_INFO],
    ['red', EXTENDED],
    ['RED', EXTENDED],
  ])('theme %s', (theme, expected) => {
    expect(topMenuEntries(client, theme)).toEqual(expected);
  });

  it.each([
    [0, 65],
    [1, 65],
    [10, 65],
    [11, 130],
    [20, 130],
    [21, 195],
  ])('%i items → %i px padding', (items, px) => {
    expect(topMenuPadding(items)).toBe(px);
  });
});

describe('bottom bar (SPEC §2)', () => {
  it.each<[string, LoginType[], string[]]>([
    ['crew', ['crew'], ['/jobs', '/', '/personal-calendar']],
    ['client', ['client'], ['/projects', '/', '/projects-calendar']],
    ['client who is crew', ['client', 'crew'], ['/jobs', '/projects', '/', '/personal-calendar']],
    ['planner', ['planner'], ['/']],
    ['office', ['office'], ['/']],
    ['planner and client', ['planner', 'client'], ['/projects', '/', '/projects-calendar']],
    ['no login type', [], ['/']],
  ])('%s', (_label, types, expected) => {
    expect(bottomBarEntries(ctx({ types })).map((e) => e.path)).toEqual(expected);
  });
});

describe('menu links keep the query string (SPEC §2)', () => {
  it.each([
    ['/jobs', '', '/jobs'],
    ['/jobs', '?', '/jobs'],
    ['/jobs', '?theme=red', '/jobs?theme=red'],
    ['/jobs', 'theme=red&x=1', '/jobs?theme=red&x=1'],
  ])('%s + %s → %s', (path, search, expected) => {
    expect(withSearch(path, search)).toBe(expected);
  });
});
