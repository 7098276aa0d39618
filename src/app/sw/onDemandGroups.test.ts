import { describe, expect, it } from 'vitest';
import { onDemandGroupsFor } from './onDemandGroups';
import { ON_DEMAND_ASSET, ON_DEMAND_GROUPS } from '../../sync/constants';
import type { LoginType } from '../../session/loginTypes';

describe('on-demand groups a person gets cached at login', () => {
  it.each<[string, LoginType[], Record<string, string[]>, string[]]>([
    ['crew member', ['crew'], { jobs: ['READ'] }, ['crew']],
    ['planner who may see plus crews', ['planner'], { plusCrews: ['READ', 'EDIT'] }, ['charts']],
    ['crew member and planner', ['crew', 'planner'], { plusCrews: ['READ'] }, ['crew', 'charts']],
    ['plus-crew guest', [], { plusCrews: ['READ', 'EDIT'] }, ['charts']],
    ['client', ['client'], { projects: ['READ'] }, []],
    ['office', ['office'], { mailboxes: ['READ'] }, []],
  ])('%s', (_, types, rights, groups) => {
    expect(onDemandGroupsFor(new Set(types), rights)).toEqual(groups);
  });
});

describe('on-demand asset names', () => {
  it.each([
    ['/assets/vendor-zxing-AbC1.js', 'crew'],
    ['/assets/vendor-pdfjs-AbC1.js', 'crew'],
    ['/assets/pdf.worker.min-AbC1.mjs', 'crew'],
    ['/assets/vendor-charts-AbC1.js', 'charts'],
    ['/assets/JobsScreen-AbC1.js', null],
  ])('%s belongs to %s', (path, group) => {
    const found = Object.entries(ON_DEMAND_GROUPS).find(([, re]) => re.test(path))?.[0] ?? null;
    expect(found).toBe(group);
    // Whatever a group holds is left out of the precache, and nothing else is.
    expect(ON_DEMAND_ASSET.test(path)).toBe(group !== null);
  });
});
