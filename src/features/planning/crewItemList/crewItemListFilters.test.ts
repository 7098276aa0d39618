import { describe, expect, it } from 'vitest';
import type { PlanningCrewItem } from '../../../db/db';
import { csvCell, crewItemsCsv } from './crewItemCsv';
import {
  filterCrewItems,
  functionOptions,
  parseCrewItemFilter,
  projectOptions,
  type CrewItemFilter,
} from './crewItemListFilters';

let nextId = 1;
function item(over: Partial<PlanningCrewItem>): PlanningCrewItem {
  return {
    id: nextId++,
    version: 1,
    projectNumber: 'P-1',
    projectName: 'Gala',
    crewId: 1,
    crewName: 'Crew A',
    functionName: 'Rigger',
    personId: 5,
    personName: 'Sam Stage',
    startDate: '2026-11-18',
    endDate: '2026-11-18',
    startTime: '08:00',
    endTime: '17:00',
    status: 'confirmed',
    notNeeded: false,
    siteStatus: 'none',
    crewChiefOnly: false,
    crewBooked: 1,
    crewNeeded: 2,
    ...over,
  };
}

const rows = [
  item({ projectNumber: 'P-1' }),
  item({
    projectNumber: 'P-10',
    projectName: 'Fair',
    personId: null,
    personName: null,
    status: 'vacant',
  }),
  item({
    projectNumber: 'P-2',
    functionName: 'Runner',
    startDate: '2026-11-20',
    endDate: '2026-11-22',
    status: 'toConfirm',
  }),
  item({
    projectNumber: 'P-2',
    functionName: 'Runner',
    startDate: '2026-12-01',
    endDate: '2026-12-01',
    notNeeded: true,
    status: 'cancelled',
  }),
  item({ projectNumber: 'P-1', siteStatus: 'noShow' }),
];
const ids = (f: CrewItemFilter) => filterCrewItems(rows, f).map((i) => rows.indexOf(i));

describe('the crew item list filters', () => {
  it.each<[string, Record<string, unknown>, CrewItemFilter]>([
    ['nothing', {}, {}],
    [
      'all five',
      { from: '2026-11-01', to: '2026-11-30', project: 'P-2', status: 'open', fn: 'Runner' },
      { from: '2026-11-01', to: '2026-11-30', project: 'P-2', status: 'open', fn: 'Runner' },
    ],
    ['an invalid date is ignored', { from: '2026-13-01', to: 'tomorrow' }, {}],
    [
      'a backwards range is turned round',
      { from: '2026-12-01', to: '2026-11-01' },
      { from: '2026-11-01', to: '2026-12-01' },
    ],
    ['an unknown status is ignored', { status: 'vacant' }, {}],
    ['empty texts are no filter', { project: ' ', fn: '' }, {}],
    ['not strings are ignored', { project: 7, from: 20261101 }, {}],
  ])('reads the URL: %s', (_, search, expected) => {
    expect(parseCrewItemFilter(search)).toEqual(expected);
  });

  it.each<[string, CrewItemFilter, number[]]>([
    ['no filter: everything', {}, [0, 1, 2, 3, 4]],
    ['a day inside a multi-day item', { from: '2026-11-21', to: '2026-11-21' }, [2]],
    ['from only', { from: '2026-11-22' }, [2, 3]],
    ['to only', { to: '2026-11-19' }, [0, 1, 4]],
    ['a project, exactly (P-1 is not P-10)', { project: 'P-1' }, [0, 4]],
    ['a function', { fn: 'Runner' }, [2, 3]],
    ['status open: nobody booked', { status: 'open' }, [1]],
    ['status waiting for confirmation', { status: 'toConfirm' }, [2]],
    ['status not needed', { status: 'notNeeded' }, [3]],
    ['status no-show', { status: 'noShow' }, [4]],
    ['status confirmed (a no-show is not)', { status: 'confirmed' }, [0]],
    [
      'combined: project, function and range',
      { project: 'P-2', fn: 'Runner', from: '2026-11-30' },
      [3],
    ],
    ['combined with nothing left', { project: 'P-10', fn: 'Runner' }, []],
  ])('filters: %s', (_, f, expected) => {
    expect(ids(f)).toEqual(expected);
  });

  it('offers each project and function once, projects by number', () => {
    expect(projectOptions(rows).map((o) => o.value)).toEqual(['P-1', 'P-2', 'P-10']);
    expect(projectOptions(rows)[2]).toEqual({ value: 'P-10', label: 'P-10 · Fair' });
    expect(functionOptions(rows).map((o) => o.value)).toEqual(['Rigger', 'Runner']);
  });
});

describe('the crew item CSV', () => {
  it.each<[string, string | number, string]>([
    ['plain', 'Rigger', 'Rigger'],
    ['a comma is quoted', 'Hall, North', '"Hall, North"'],
    ['quotes are doubled', 'The "Dome"', '"The ""Dome"""'],
    ['a line break is quoted', 'a\nb', '"a\nb"'],
    ['a formula is defused', '=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['a minus sign too', '-1+2', "'-1+2"],
    ['a number stays a number', -3, '-3'],
  ])('%s', (_, value, expected) => expect(csvCell(value)).toBe(expected));

  it('writes a header and one line per item, open items and statuses in words', () => {
    const csv = crewItemsCsv([rows[0]!, rows[1]!], {
      header: [
        'Project',
        'Name',
        'Crew',
        'Function',
        'Person',
        'Start date',
        'Start',
        'End date',
        'End',
        'Status',
        'Booked',
        'Needed',
      ],
      open: 'Open',
      status: (s) => s.toUpperCase(),
    });
    expect(csv.split('\r\n')).toEqual([
      'Project,Name,Crew,Function,Person,Start date,Start,End date,End,Status,Booked,Needed',
      'P-1,Gala,Crew A,Rigger,Sam Stage,2026-11-18,08:00,2026-11-18,17:00,CONFIRMED,1,2',
      'P-10,Fair,Crew A,Rigger,Open,2026-11-18,08:00,2026-11-18,17:00,OPEN,1,2',
      '',
    ]);
  });
});
