import { describe, expect, it } from 'vitest';
import { onDemandGroupsFor } from './onDemandGroups';
import { ON_DEMAND_ASSET, ON_DEMAND_GROUPS } from '../../sync/constants';
import type { LoginType } from '../../session/loginTypes';
import { LOCALES, type Locale } from '../../i18n/languages';

describe('on-demand groups a person gets cached at login', () => {
  // prettier-ignore
  it.each<[string, LoginType[], Record<string, string[]>, Locale, string[]]>([
    ['crew member', ['crew'], { jobs: ['READ'] }, 'en', ['crew']],
    ['crew member in Dutch', ['crew'], { jobs: ['READ'] }, 'nl', ['crew', 'texts-nl']],
    ['planner who may see plus crews', ['planner'], { plusCrews: ['READ', 'EDIT'] }, 'en', ['charts']],
    ['crew member and planner', ['crew', 'planner'], { plusCrews: ['READ'] }, 'en', ['crew', 'charts']],
    ['plus-crew guest in Austrian German', [], { plusCrews: ['READ', 'EDIT'] }, 'de-AT', ['charts', 'texts-de-AT']],
    ['client', ['client'], { projects: ['READ'] }, 'en', []],
    ['nobody yet, on a login screen in French', [], {}, 'fr', ['texts-fr']],
    ['office in Welsh', ['office'], { mailboxes: ['READ'] }, 'cy', ['texts-cy']],
  ])('%s', (_, types, rights, locale, groups) => {
    expect(onDemandGroupsFor(new Set(types), rights, locale)).toEqual(groups);
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
    ['/assets/JobsScreen-AbC1.js', null],
  ])('%s belongs to %s', (path, group) => {
    const found = Object.entries(ON_DEMAND_GROUPS).find(([, re]) => re.test(path))?.[0] ?? null;
    expect(found).toBe(group);
    // Whatever a group holds is left out of the precache, and nothing else is.
    expect(ON_DEMAND_ASSET.test(path)).toBe(group !== null);
  });
});

describe('feature texts on demand', () => {
  it('every language but English has its group', () => {
    const groups = Object.keys(ON_DEMAND_GROUPS).filter((g) => g.startsWith('texts-'));
    expect(groups.sort()).toEqual(
      LOCALES.filter((l) => l !== 'en')
        .map((l) => `texts-${l}`)
        .sort(),
    );
  });
});
