import { describe, expect, it } from 'vitest';
import type { Project } from '../../../db/db';
import {
  daysOf,
  monthOf,
  parseCalendarQuery,
  projectsByDay,
  statusCounts,
  stepDate,
  weekOf,
  type CalendarQuery,
} from './projectsCalendarModel';

const TODAY = '2026-11-18';

let nextId = 1;
function project(over: Partial<Project> & { number: string }): Project {
  return {
    id: nextId++,
    version: 1,
    name: 'Concert',
    company: 'Acme Events',
    clientMark: null,
    beginDate: '2026-11-18',
    endDate: '2026-11-18',
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

describe('the projects calendar: URL, ranges and steps', () => {
  it.each<[string, { view?: unknown; date?: unknown }, CalendarQuery]>([
    ['nothing given: this month, today', {}, { view: 'month', date: TODAY }],
    [
      'a week and a day',
      { view: 'week', date: '2026-12-02' },
      { view: 'week', date: '2026-12-02' },
    ],
    [
      'an unknown view is the month',
      { view: 'year', date: '2026-12-02' },
      { view: 'month', date: '2026-12-02' },
    ],
    ['an impossible date is today', { date: '2026-02-30' }, { view: 'month', date: TODAY }],
    ['a date in another format is today', { date: '18.11.2026' }, { view: 'month', date: TODAY }],
    ['not a string is today', { date: 20261118 }, { view: 'month', date: TODAY }],
  ])('%s', (_, search, expected) => {
    expect(parseCalendarQuery(search, TODAY)).toEqual(expected);
  });

  it.each<[string, string, { from: string; to: string }]>([
    ['month of a mid-month day', '2026-11-18', { from: '2026-11-01', to: '2026-11-30' }],
    ['February of a leap year', '2028-02-10', { from: '2028-02-01', to: '2028-02-29' }],
  ])('%s', (_, date, expected) => expect(monthOf(date)).toEqual(expected));

  it.each<[string, string, { from: string; to: string }]>([
    ['a Wednesday: Monday to Sunday', '2026-11-18', { from: '2026-11-16', to: '2026-11-22' }],
    [
      'a Sunday belongs to the week before it',
      '2026-11-22',
      { from: '2026-11-16', to: '2026-11-22' },
    ],
    ['a Monday starts its week', '2026-11-23', { from: '2026-11-23', to: '2026-11-29' }],
    ['across a new year', '2026-12-31', { from: '2026-12-28', to: '2027-01-03' }],
  ])('%s', (_, date, expected) => expect(weekOf(date)).toEqual(expected));

  it.each<[string, CalendarQuery, -1 | 1, string]>([
    ['next month', { view: 'month', date: '2026-11-18' }, 1, '2026-12-18'],
    ['previous month from the 31st', { view: 'month', date: '2026-03-31' }, -1, '2026-02-28'],
    ['next week', { view: 'week', date: '2026-11-18' }, 1, '2026-11-25'],
    ['previous week across a year', { view: 'week', date: '2027-01-02' }, -1, '2026-12-26'],
  ])('%s', (_, q, delta, expected) => expect(stepDate(q, delta)).toBe(expected));

  it('lists every day of a range once', () => {
    expect(daysOf({ from: '2026-12-30', to: '2027-01-02' })).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });
});

describe('the projects calendar: projects per day', () => {
  const rows = [
    project({ number: 'P-10', beginDate: '2026-11-18', endDate: '2026-11-18', status: 'quoted' }),
    project({ number: 'P-9', beginDate: '2026-11-18', endDate: '2026-11-20' }),
    project({
      number: 'P-8',
      beginDate: '2026-10-30',
      endDate: '2026-11-02',
      status: 'designClient',
    }),
    project({ number: 'P-7', beginDate: '2026-11-30', endDate: '2026-12-03' }),
    project({ number: 'P-6', beginDate: '2026-11-18', internalKind: 'sickness' }),
    project({ number: 'P-5', beginDate: '2026-12-05', endDate: '2026-12-05' }),
    project({ number: 'P-11', beginDate: '2026-11-18', endDate: '2026-11-18', closed: true }),
  ];
  const numbersOn = (byDay: Map<string, Project[]>, day: string) =>
    (byDay.get(day) ?? []).map((p) => p.number);

  it.each<[string, string, string[]]>([
    // Confirmed first (by number, numerically), then quoted; internal projects never; closed ones too.
    ['a busy day: status order, then number', '2026-11-18', ['P-9', 'P-11', 'P-10']],
    ['a project spanning days shows on each', '2026-11-20', ['P-9']],
    ['a project begun last month shows in this one', '2026-11-01', ['P-8']],
    ['its days before the month are not in the month', '2026-10-31', []],
    ['a project running into next month shows on the last day', '2026-11-30', ['P-7']],
    ['a project of next month is not in this one', '2026-12-05', []],
  ])('month of November: %s', (_, day, expected) => {
    expect(numbersOn(projectsByDay(rows, monthOf('2026-11-18')), day)).toEqual(expected);
  });

  it('a week holds only its own days', () => {
    const week = projectsByDay(rows, weekOf('2026-12-01'));
    expect([...week.keys()].sort()).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-05',
    ]);
  });

  it('counts a day per status', () => {
    const day = projectsByDay(rows, monthOf('2026-11-18')).get('2026-11-18');
    expect(statusCounts(day)).toEqual({ confirmed: 2, quoted: 1, designClient: 0 });
    expect(statusCounts(undefined)).toEqual({ confirmed: 0, quoted: 0, designClient: 0 });
  });
});
