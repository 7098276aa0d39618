import { describe, expect, it } from 'vitest';
import { mayReadProjectVacancies } from './rights';
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
