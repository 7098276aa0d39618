import { describe, expect, it } from 'vitest';
import type { PlannerPerson } from '../../../db/db';
import {
  NO_FILTERS,
  filterPlannerPeople,
  hasFilters,
  matchesFilters,
  parsePlannerCrewSearch,
  plannerCrewSearchOf,
  type PlannerCrewFilters,
} from './plannerCrewFilters';

const person = (over: Partial<PlannerPerson> = {}): PlannerPerson => ({
  id: 1,
  version: 1,
  name: 'Sam',
  kind: 'crew',
  regionId: 2,
  functions: ['Rigger', 'Stagehand'],
  tags: ['Own car'],
  crewIds: [1, 4],
  border: 'none',
  reasons: [],
  ...over,
});
const f = (over: Partial<PlannerCrewFilters> = {}): PlannerCrewFilters => ({
  ...NO_FILTERS,
  ...over,
});

describe('matchesFilters', () => {
  const cases: [string, Partial<PlannerPerson>, PlannerCrewFilters, boolean][] = [
    ['no filter: everyone', {}, NO_FILTERS, true],
    ['one function held', {}, f({ functions: ['Rigger'] }), true],
    ['one function not held', {}, f({ functions: ['Runner'] }), false],
    ['any of two functions', {}, f({ functions: ['Runner', 'Stagehand'] }), true],
    ['region matches', {}, f({ regions: [2] }), true],
    ['region differs', {}, f({ regions: [3] }), false],
    ['no region: no region filter matches', { regionId: null }, f({ regions: [2] }), false],
    ['function AND region both hold', {}, f({ functions: ['Rigger'], regions: [2] }), true],
    ['function holds, region not: out', {}, f({ functions: ['Rigger'], regions: [5] }), false],
    ['crew member of', {}, f({ crews: [4] }), true],
    ['crew not member of', {}, f({ crews: [2] }), false],
    ['tag held', {}, f({ tags: ['Own car'] }), true],
    ['tag not held', {}, f({ tags: ['German'] }), false],
    [
      'all four kinds hold',
      {},
      f({ crews: [1], functions: ['Stagehand'], regions: [2], tags: ['Own car'] }),
      true,
    ],
    ['no tags at all, tag filter on', { tags: [] }, f({ tags: ['Own car'] }), false],
  ];
  it.each(cases)('%s', (_, over, filters, expected) => {
    expect(matchesFilters(person(over), filters)).toBe(expected);
  });
});

describe('the URL form', () => {
  const cases: [string, Record<string, unknown>, PlannerCrewFilters][] = [
    ['empty', {}, NO_FILTERS],
    [
      'lists, sorted and without doubles',
      { functions: 'Stagehand,Rigger,Rigger', regions: '3,2', crews: '4', tags: 'Own car' },
      f({ functions: ['Rigger', 'Stagehand'], regions: [2, 3], crews: [4], tags: ['Own car'] }),
    ],
    ['a number the router parsed', { regions: 2 }, f({ regions: [2] })],
    ['bad ids dropped, good kept', { crews: 'x,0,-1,7,1e3' }, f({ crews: [7] })],
    ['not a string: ignored', { functions: ['Rigger'], tags: { a: 1 } }, NO_FILTERS],
    ['blank items dropped', { functions: ' , Rigger ,' }, f({ functions: ['Rigger'] })],
  ];
  it.each(cases)('%s', (_, search, expected) => {
    expect(parsePlannerCrewSearch(search)).toEqual(expected);
  });

  it('round-trips, leaving empty kinds out', () => {
    const filters = f({ functions: ['Rigger', 'Stagehand'], regions: [2] });
    expect(plannerCrewSearchOf(filters)).toEqual({ functions: 'Rigger,Stagehand', regions: '2' });
    expect(parsePlannerCrewSearch(plannerCrewSearchOf(filters))).toEqual(filters);
    expect(plannerCrewSearchOf(NO_FILTERS)).toEqual({});
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters(filters)).toBe(true);
  });
});

describe('filterPlannerPeople', () => {
  it('lists crew members only, by name, filtered', () => {
    const people = [
      person({ id: 3, name: 'Zoe' }),
      person({ id: 2, name: 'Chris', kind: 'client' }),
      person({ id: 4, name: 'Ann', regionId: 5 }),
      person({ id: 5, name: 'Bob' }),
    ];
    expect(filterPlannerPeople(people, NO_FILTERS).map((p) => p.name)).toEqual([
      'Ann',
      'Bob',
      'Zoe',
    ]);
    expect(filterPlannerPeople(people, f({ regions: [2] })).map((p) => p.name)).toEqual([
      'Bob',
      'Zoe',
    ]);
  });
});
