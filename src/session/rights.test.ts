import { describe, expect, it } from 'vitest';
import {
  mayReadPlanningCrewItemList,
  mayReadProjectVacancies,
  mayReadReceipts,
  mayReadVacancies,
} from './rights';
import type { Rights } from './rights';

describe('mayReadProjectVacancies', () => {
  it.each<[string, Rights, boolean]>([
    [
      'planner (both rights)',
      { temporaryPersons: ['READ'], mobileProjectVacancies: ['READ'] },
      true,
    ],
    ['client (neither)', { projects: ['READ'] }, false],
    ['temporary persons only', { temporaryPersons: ['READ'] }, false],
    ['vacancies only', { mobileProjectVacancies: ['READ'] }, false],
  ])('%s', (_name, rights, expected) => {
    expect(mayReadProjectVacancies(rights)).toBe(expected);
  });
});

describe('pages opened by URL: who they are for (SPEC §2 sidebar)', () => {
  const R = ['READ'];
  it.each<[string, Set<string>, Rights, { receipts: boolean; vacancies: boolean; list: boolean }]>([
    [
      'client',
      new Set(['client']),
      { receipts: R, planningCrewItemList: R },
      { receipts: true, vacancies: false, list: true },
    ],
    [
      'planner',
      new Set(['planner']),
      { planningCalendar: R, plusCrews: R },
      { receipts: false, vacancies: false, list: false },
    ],
    [
      'crew',
      new Set(['crew']),
      { vacancies: R, projects: R },
      { receipts: false, vacancies: true, list: false },
    ],
    [
      'planner and client',
      new Set(['planner', 'client']),
      { receipts: R },
      { receipts: true, vacancies: false, list: true },
    ],
    // A right with another permission only is not reading.
    [
      'create only',
      new Set(['client']),
      { receipts: ['CREATE'] },
      { receipts: false, vacancies: false, list: true },
    ],
  ])('%s', (_name, types, rights, expected) => {
    expect({
      receipts: mayReadReceipts(rights),
      vacancies: mayReadVacancies(rights),
      list: mayReadPlanningCrewItemList(types),
    }).toEqual(expected);
  });
});
