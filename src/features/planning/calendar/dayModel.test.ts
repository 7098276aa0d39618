import { describe, expect, it } from 'vitest';
import type { PlanningCalendarItem } from '../../../db/db';
import { choicesOf, filterRows, groupDay, summariseDays, withDisplay } from './dayModel';
import { parsePlanningSearch, resolvePlanningView } from './planningSearch';

const TODAY = '2026-11-18';
let next = 0;
const row = (over: Partial<PlanningCalendarItem> = {}): PlanningCalendarItem => {
  next += 1;
  return {
    id: next * 8,
    version: 1,
    kind: 'crewItem',
    sourceId: next,
    personId: 100,
    personName: 'Kim',
    projectNumber: 'P-1',
    projectName: 'Fair',
    crewName: 'Crew A',
    functionName: 'Rigger',
    startDate: '2026-11-20',
    endDate: '2026-11-20',
    startTime: '08:00',
    endTime: '17:00',
    status: 'confirmed',
    siteStatus: 'none',
    notNeeded: false,
    spare: false,
    unpaid: false,
    label: null,
    ...over,
  };
};

const kim = row();
const kimLoader = row({ functionName: 'Loader', startTime: '12:00', endTime: '20:00' });
const lee = row({ personId: 101, personName: 'Lee', functionName: 'Loader' });
const holiday = row({
  kind: 'bankHoliday',
  personId: null,
  personName: null,
  functionName: null,
  projectNumber: null,
  status: null,
  label: 'Closing day',
  startTime: null,
  endTime: null,
});
const rows = [kim, kimLoader, lee, holiday];

describe('filterRows: person and function, combinable', () => {
  const cases: [string, { person?: number; fn?: string }, PlanningCalendarItem[]][] = [
    ['no filter: all', {}, rows],
    ['one person', { person: 100 }, [kim, kimLoader, holiday]],
    ['one function', { fn: 'Loader' }, [kimLoader, lee, holiday]],
    ['person and function', { person: 100, fn: 'Loader' }, [kimLoader, holiday]],
    ['nobody matches: only the holiday', { person: 999 }, [holiday]],
  ];
  it.each(cases)('%s', (_, filter, expected) => {
    expect(filterRows(rows, filter).map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });

  it('keeps a double booking marked when filtered to one of its functions', () => {
    const shown = filterRows(withDisplay(rows, TODAY), { fn: 'Loader' });
    expect(shown.find((r) => r.id === kimLoader.id)?.display.status).toBe('doubleBooking');
    expect(shown.find((r) => r.id === lee.id)?.display.status).toBe('confirmed');
  });
});

describe('summariseDays and groupDay', () => {
  const shown = withDisplay(rows, TODAY);

  it('counts each status per day, across multi-day rows, within the month only', () => {
    const long = withDisplay([row({ startDate: '2026-10-30', endDate: '2026-11-02' })], TODAY);
    const days = summariseDays(long, '2026-11-01', '2026-11-30');
    expect([...days.keys()]).toEqual(['2026-11-01', '2026-11-02']);
    const day = summariseDays(shown, '2026-11-01', '2026-11-30').get('2026-11-20');
    expect(Object.fromEntries(day!)).toEqual({ doubleBooking: 2, confirmed: 1, bankHoliday: 1 });
  });

  it('groups per person (holiday first) or per function, rows by start time', () => {
    expect(groupDay(shown, '2026-11-20', 'person').map((g) => [g.title, g.rows.length])).toEqual([
      ['', 1],
      ['Kim', 2],
      ['Lee', 1],
    ]);
    const byFunction = groupDay(shown, '2026-11-20', 'function');
    expect(byFunction.map((g) => g.title)).toEqual(['', 'Loader', 'Rigger']);
    expect(byFunction[1]!.rows.map((r) => r.startTime)).toEqual(['08:00', '12:00']);
    expect(groupDay(shown, '2026-11-21', 'person')).toEqual([]);
  });

  describe('blocked dates, vacations and sick days per function: a group per kind, last', () => {
    const personal = { functionName: null, projectNumber: null, startTime: null, endTime: null };
    const blocked = row({ ...personal, kind: 'blockDate', status: null, label: 'Dentist' });
    const blocked2 = row({ ...personal, kind: 'blockDate', personId: 101, personName: 'Lee' });
    const away = row({ ...personal, kind: 'vacation', status: 'approved' });
    const sick = row({ kind: 'sickDay', personId: 101, personName: 'Lee' });
    const day = withDisplay([...rows, blocked, blocked2, away, sick], TODAY);
    const cases: [string, 'person' | 'function', [string, string | null, number][]][] = [
      [
        'per function',
        'function',
        [
          ['holiday', 'bankHoliday', 1],
          ['f:Loader', null, 2],
          ['f:Rigger', null, 1],
          ['k:blockDate', 'blockDate', 2],
          ['k:sickDay', 'sickDay', 1],
          ['k:vacation', 'vacation', 1],
        ],
      ],
      [
        'per person: with their person',
        'person',
        [
          ['holiday', 'bankHoliday', 1],
          ['p:100', null, 4],
          ['p:101', null, 3],
        ],
      ],
    ];
    it.each(cases)('%s', (_, grouping, expected) => {
      const groups = groupDay(day, '2026-11-20', grouping);
      expect(groups.map((g) => [g.key, g.kind, g.rows.length])).toEqual(expected);
      // A group of a kind is named by the screen, never by a row's empty function.
      expect(groups.filter((g) => g.kind !== null).every((g) => g.title === '')).toBe(true);
    });
  });

  it('offers the month’s people and functions by name', () => {
    expect(choicesOf(rows)).toEqual({
      people: [
        { id: 100, name: 'Kim' },
        { id: 101, name: 'Lee' },
      ],
      functions: ['Loader', 'Rigger'],
    });
  });
});

describe('the URL query', () => {
  const cases: [string, Record<string, unknown>, ReturnType<typeof parsePlanningSearch>][] = [
    ['empty', {}, {}],
    [
      'all valid',
      { month: '2026-12', day: '2026-12-03', group: 'function', person: '101', fn: 'Rigger' },
      { month: '2026-12', day: '2026-12-03', group: 'function', person: 101, fn: 'Rigger' },
    ],
    ['invalid month and day dropped', { month: '2026-13', day: '2026-02-30' }, {}],
    ['unknown grouping dropped', { group: 'team' }, {}],
    ['person not an id dropped', { person: '1e3' }, {}],
    ['person as a number', { person: 7 }, { person: 7 }],
  ];
  it.each(cases)('%s', (_, query, expected) => {
    expect(parsePlanningSearch(query)).toEqual(expected);
  });

  it('shows today in the current month, the 1st in another, a chosen day if it is in the month', () => {
    expect(resolvePlanningView({}, TODAY)).toEqual({
      month: '2026-11',
      day: TODAY,
      group: 'person',
    });
    expect(resolvePlanningView({ month: '2026-12' }, TODAY).day).toBe('2026-12-01');
    expect(resolvePlanningView({ month: '2026-12', day: '2026-11-03' }, TODAY).day).toBe(
      '2026-12-01',
    );
    expect(resolvePlanningView({ day: '2026-10-05' }, TODAY)).toMatchObject({
      month: '2026-10',
      day: '2026-10-05',
    });
  });
});
