import { describe, expect, it } from 'vitest';
import { onDemandGroupsFor } from './onDemandGroups';
import { ON_DEMAND_ASSET, ON_DEMAND_GROUPS } from '../../sync/constants';
import type { LoginType } from '../../session/loginTypes';
import type { MenuContext } from '../../session/menu';
import type { Rights } from '../../session/rights';
import type { GuestMode } from '../../session/guestMode';
import { LOCALES, type Locale } from '../../i18n/languages';

type Person = { types: LoginType[]; rights?: Rights; mailbox?: Rights; guest?: GuestMode };

const person = ({ types, rights = {}, mailbox = {}, guest }: Person): MenuContext => ({
  loginTypes: new Set(types),
  rights,
  mailboxRights: mailbox,
  guest: guest ?? null,
});

describe('on-demand groups a person gets cached at login', () => {
  // prettier-ignore
  it.each<[string, Person | null, Locale, string[]]>([
    ['crew member', { types: ['crew'], rights: { jobs: ['READ'] } }, 'en', ['crew']],
    ['crew member in Dutch', { types: ['crew'], rights: { jobs: ['READ'] } }, 'nl', ['crew', 'texts-nl']],
    ['crew member who may see plus crews', { types: ['crew'], rights: { plusCrews: ['READ'] } }, 'en', ['crew', 'charts']],
    ['crew member with invoices', { types: ['crew'], rights: { invoices: ['READ'] } }, 'en', ['crew', 'office']],
    ['crew member with project vacancies', { types: ['crew'], rights: { temporaryPersons: ['READ'], mobileProjectVacancies: ['READ'] } }, 'en', ['crew', 'office']],
    ['planner who may see plus crews', { types: ['planner'], rights: { plusCrews: ['READ', 'EDIT'] } }, 'en', ['charts', 'office']],
    ['crew member and planner', { types: ['crew', 'planner'], rights: { plusCrews: ['READ'] } }, 'en', ['crew', 'charts', 'office']],
    ['client', { types: ['client'], rights: { projects: ['READ'] } }, 'en', ['office']],
    ['office with a mailbox, in Welsh', { types: ['office'], rights: { mailboxes: ['READ'] }, mailbox: { emailMessages: ['READ'] } }, 'cy', ['office', 'texts-cy']],
    // Nothing in an office person's menu without the mailbox rights: only its texts.
    ['office without a mailbox, in Welsh', { types: ['office'], rights: { mailboxes: ['READ'] } }, 'cy', ['texts-cy']],
    ['project guest', { types: [], rights: { projects: ['READ'] }, guest: { kind: 'project', number: 'P1' } }, 'en', ['office']],
    ['plus-crew guest in Austrian German', { types: [], rights: { plusCrews: ['READ', 'EDIT'] }, guest: { kind: 'pluscrew', number: 'PC1' } }, 'de-AT', ['charts', 'texts-de-AT']],
    ['nobody yet, on a login screen in French', null, 'fr', ['texts-fr']],
    ['nobody yet, in English', null, 'en', []],
  ])('%s', (_, who, locale, groups) => {
    expect(onDemandGroupsFor(who && person(who), locale)).toEqual(groups);
  });
});

describe('on-demand asset names', () => {
  it.each([
    ['/assets/vendor-zxing-AbC1.js', 'crew'],
    ['/assets/vendor-pdfjs-AbC1.js', 'crew'],
    ['/assets/pdf.worker.min-AbC1.mjs', 'crew'],
    ['/assets/vendor-charts-AbC1.js', 'charts'],
    ['/assets/texts.nl.AbC-_1.js', 'texts-nl'],
    ['/assets/texts.de.AbC-_1.js', 'texts-de'],
    ['/assets/texts.de-AT.AbC-_1.js', 'texts-de-AT'],
    ['/assets/texts.es.AbC-_1.js', 'texts-es'],
    // English's texts are every language's fallback: precached.
    ['/assets/texts.en.AbC-_1.js', null],
    ['/assets/office-ProjectsScreen-AbC1.js', 'office'],
    ['/assets/JobsScreen-AbC1.js', null],
    // Office screens' stylesheets are small and stay precached.
    ['/assets/ProjectsScreen-AbC1.css', null],
  ])('%s belongs to %s', (path, group) => {
    const found = Object.entries(ON_DEMAND_GROUPS).find(([, re]) => re.test(path))?.[0] ?? null;
    expect(found).toBe(group);
    // Whatever a group holds is left out of the precache, and nothing else is.
    expect(ON_DEMAND_ASSET.test(path)).toBe(group !== null);
  });
});

describe('texts on demand', () => {
  it('every language but English has its group', () => {
    const groups = Object.keys(ON_DEMAND_GROUPS).filter((g) => g.startsWith('texts-'));
    expect(groups.sort()).toEqual(
      LOCALES.filter((l) => l !== 'en')
        .map((l) => `texts-${l}`)
        .sort(),
    );
  });
});
