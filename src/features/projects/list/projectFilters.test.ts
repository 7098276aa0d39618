import { describe, expect, it } from 'vitest';
import type { Project } from '../../../db/db';
import {
  filterProjects,
  parseProjectFilter,
  PROJECT_LIST_LIMIT,
  searchIndex,
  type ProjectFilter,
} from './projectFilters';

const ME = 7;

let nextId = 1;
function project(over: Partial<Project> & { number: string }): Project {
  return {
    id: nextId++,
    version: 1,
    name: 'Concert',
    company: 'Acme Events',
    clientMark: 'ACM',
    beginDate: '2026-05-01',
    endDate: '2026-05-02',
    reference: null,
    closed: false,
    projectManagerId: null,
    projectManagerName: null,
    companyId: 1,
    status: 'confirmed',
    branchId: null,
    branchName: null,
    rateCardId: null,
    rateCardName: null,
    cateringTypeId: null,
    cateringTypeName: null,
    comment: null,
    locationNames: [],
    internalKind: null,
    ...over,
  };
}

const rows = [
  project({ number: 'P-1', projectManagerId: ME, beginDate: '2026-06-01' }),
  project({ number: 'P-2', projectManagerId: ME, closed: true }),
  project({ number: 'P-3', projectManagerId: 99 }),
  project({ number: 'P-4', closed: true }),
  project({ number: 'P-5', name: 'Gala Café', company: 'Zürich Hall', locationNames: ['Ahoy'] }),
  project({ number: 'P-6', internalKind: 'sickness', projectManagerId: ME }),
  project({ number: 'P-7', internalKind: 'vacation' }),
  project({ number: 'P-8', beginDate: '2017-12-31', projectManagerId: ME }),
  project({ number: 'P-9', beginDate: '2018-01-01', clientMark: 'XYZ' }),
];
const index = searchIndex(rows);
const numbers = (filter: ProjectFilter, search = '', me: number | null = ME) =>
  filterProjects(index, { filter, search, me }).map((p) => p.number);

describe('the projects list: four filters, search and the SPEC §9 rules', () => {
  it.each<[string, ProjectFilter, string, number | null, string[]]>([
    // The four filters (newest begin first); internal and pre-2018 projects never listed.
    ['all not closed', 'notClosed', '', ME, ['P-1', 'P-3', 'P-5', 'P-9']],
    ['all closed', 'closed', '', ME, ['P-2', 'P-4']],
    ['my not closed', 'myNotClosed', '', ME, ['P-1']],
    ['my closed', 'myClosed', '', ME, ['P-2']],
    ['"my" without a person is empty', 'myNotClosed', '', null, []],
    // Search: number, name, client (company, mark), location; accents and case folded.
    ['by number', 'notClosed', 'p-3', ME, ['P-3']],
    ['by name, without the accent', 'notClosed', 'cafe', ME, ['P-5']],
    ['by company, upper case', 'notClosed', 'ZURICH', ME, ['P-5']],
    ['by client mark', 'notClosed', 'xyz', ME, ['P-9']],
    ['by a crew location', 'notClosed', 'ahoy', ME, ['P-5']],
    ['every word, any order', 'notClosed', 'hall gala', ME, ['P-5']],
    ['a word that matches nothing', 'notClosed', 'gala nowhere', ME, []],
    ['search within the filter', 'closed', 'p-1', ME, []],
    ['an internal project is not found by search', 'notClosed', 'p-6', ME, []],
    ['blank search is no search', 'closed', '   ', ME, ['P-2', 'P-4']],
  ])('%s', (_case, filter, search, me, expected) => {
    expect(numbers(filter, search, me)).toEqual(expected);
  });

  it('shows at most 1000 projects, the newest', () => {
    const many = Array.from({ length: PROJECT_LIST_LIMIT + 5 }, (_, i) =>
      project({
        number: `M-${i}`,
        beginDate: `2020-01-01`,
        id: 10_000 + i,
      }),
    );
    const listed = filterProjects(searchIndex(many), { filter: 'notClosed', search: '', me: ME });
    expect(listed).toHaveLength(PROJECT_LIST_LIMIT);
    expect(listed[0]?.number).toBe('M-0');
  });

  it.each([
    ['myClosed', 'myClosed'],
    ['closed', 'closed'],
    ['', 'notClosed'],
    ['constructor', 'notClosed'],
    [undefined, 'notClosed'],
  ])('reads the filter %j from the URL as %s', (value, expected) => {
    expect(parseProjectFilter(value)).toBe(expected);
  });
});
