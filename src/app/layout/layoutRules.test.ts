import { describe, expect, it } from 'vitest';
import type { GuestMode } from '../../session/guestMode';
import type { LoginType } from '../../session/loginTypes';
import { bottomBarEntries } from '../../session/menu';
import { BOTTOM_BAR_TOOLTIPS } from '../menu/menuItems';
import { isInFrame, showsBackArrow, usesFluidContainer, usesTopMenu } from './layoutRules';

const project: GuestMode = { kind: 'project', number: 'P-1' };
const pluscrew: GuestMode = { kind: 'pluscrew', number: 'PC-7' };

describe('back arrow (SPEC §2)', () => {
  it.each<[string, GuestMode | null, boolean]>([
    ['/', null, false],
    ['/jobs', null, true],
    ['/jobs/5', null, true],
    ['/projects/P-1', null, true],
    ['/plus-crews/PC-7', null, true],
    ['/version', null, true],
    ['/projects/P-1', project, false],
    ['/projects/P-1/contact-project-manager', project, true],
    ['/crews/5', project, true],
    ['/locations/3', project, true],
    ['/', project, false],
    ['/plus-crews/PC-7', pluscrew, false],
    ['/plus-crews/PC-7/data', pluscrew, false],
    ['/version', pluscrew, false],
    ['/', pluscrew, false],
  ])('%s with guest %o → %s', (path, guest, shown) => {
    expect(showsBackArrow(path, guest)).toBe(shown);
  });

  it('hides it on the project page of a guest whose number needs encoding', () => {
    expect(showsBackArrow('/projects/P%201', { kind: 'project', number: 'P 1' })).toBe(false);
  });
});

describe('fluid container for plus-crew pages (SPEC §2)', () => {
  it.each<[string, boolean]>([
    ['/plus-crews', true],
    ['/plus-crews/PC-7', true],
    ['/plus-crews/PC-7/data', true],
    ['/plus-crews/PC-7/settings', true],
    ['/plus-crewsx', false],
    ['/projects', false],
    ['/crews/5', false],
    ['/', false],
  ])('%s → %s', (path, fluid) => {
    expect(usesFluidContainer(path)).toBe(fluid);
  });
});

describe('top-menu layout (SPEC §2)', () => {
  it.each<[boolean, string, boolean]>([
    [false, '', false],
    [false, '?x=1', false],
    [false, '?x=theme', false],
    [true, '', true],
    [true, '?x=1', true],
    [false, '?theme=red', true],
    [false, 'theme=red', true],
    [false, '?x=1&theme=default', true],
    [false, '?theme=', true],
  ])('in frame %s, query %s → %s', (inFrame, search, topMenu) => {
    expect(usesTopMenu(inFrame, search)).toBe(topMenu);
  });

  it('is not in a frame when the window is its own top', () => {
    expect(isInFrame()).toBe(false);
  });
});

describe('bottom bar tooltips (SPEC §2)', () => {
  it.each([
    ['jobs', 'Jobs'],
    ['projects', 'Projects'],
    ['home', 'Home'],
    ['personalCalendar', 'Personal-calendar'],
    ['projectsCalendar', 'Projects Calendar'],
  ] as const)('%s → %s', (key, text) => {
    expect(BOTTOM_BAR_TOOLTIPS[key]?.message).toBe(text);
  });

  it.each<LoginType[]>([['crew'], ['client'], ['client', 'crew'], ['planner'], ['office']])(
    'every entry shown to %s has a tooltip',
    (...types) => {
      const entries = bottomBarEntries({
        loginTypes: new Set(types),
        rights: {},
        mailboxRights: {},
        guest: null,
      });
      expect(entries.length).toBeGreaterThan(0);
      for (const e of entries) expect(BOTTOM_BAR_TOOLTIPS[e.key]).toBeDefined();
    },
  );
});
