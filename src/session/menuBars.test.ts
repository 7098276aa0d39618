import { describe, expect, it } from 'vitest';
import { ALL_RIGHTS, ctx, type Ctx } from './menu.testkit';
import type { GuestMode } from './guestMode';
import type { LoginType } from './loginTypes';
import {
  bottomBarEntries,
  sidebarEntries,
  topMenuEntries,
  topMenuPadding,
  withSearch,
} from './menu';

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

  // The red menu follows the sidebar's rules entry by entry (issue 17).
  it.each<[string, Ctx, string[]]>([
    [
      'client and crew with every right',
      { types: ['client', 'crew'], rights: ALL_RIGHTS },
      EXTENDED.map((e) => e.key),
    ],
    [
      'crew with every right',
      { types: ['crew'], rights: ALL_RIGHTS },
      ['home', 'payrolls', 'contracts', 'crewInfo'],
    ],
    ['crew with payrolls only', { types: ['crew'], rights: ['payrolls'] }, ['home', 'payrolls']],
    ['crew without rights', { types: ['crew'] }, ['home']],
    ['planner', { types: ['planner'], rights: ALL_RIGHTS }, ['home', 'planningCalendar']],
    ['client', { types: ['client'] }, ['home', 'planningCalendar']],
    // The rights alone are not enough: payrolls, contracts and crew info are crew pages.
    ['office with every right', { types: ['office'], rights: ALL_RIGHTS }, ['home']],
  ])('red theme, %s', (_label, c, keys) => {
    expect(topMenuEntries(ctx(c), 'red').map((e) => e.key)).toEqual(keys);
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
