import { describe, expect, it } from 'vitest';
import {
  PLANNING_STATUSES,
  STATUS_COLOURS,
  baseStatusOf,
  clashesOf,
  displayOf,
} from './calendarStatus';
import type { PlanningCalendarItem } from './planningCalendar';

const TODAY = '2026-11-18';

const row = (over: Partial<PlanningCalendarItem> = {}): PlanningCalendarItem => ({
  id: 8,
  version: 1,
  kind: 'crewItem',
  sourceId: 1,
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
});

describe('baseStatusOf: each row to one SPEC §4 status', () => {
  const cases: [string, Partial<PlanningCalendarItem>, string][] = [
    ['confirmed crew item', {}, 'confirmed'],
    ['to confirm', { status: 'toConfirm' }, 'requestPending'],
    ['requested', { status: 'requested' }, 'requestPending'],
    ['applied', { status: 'applied' }, 'requestPending'],
    ['cancelled by the person', { status: 'cancelled' }, 'cancellation'],
    ['not needed (planner)', { status: 'cancelled', notNeeded: true }, 'cancellation'],
    ['no show', { siteStatus: 'noShow' }, 'absence'],
    ['no show outranks cancelled', { siteStatus: 'noShow', status: 'cancelled' }, 'absence'],
    ['spare position booked', { spare: true }, 'sparePosition'],
    ['spare position open', { spare: true, status: 'vacant' }, 'sparePosition'],
    ['cancelled spare', { spare: true, status: 'cancelled' }, 'cancellation'],
    ['sick day', { kind: 'sickDay' }, 'sickDay'],
    ['approved vacation', { kind: 'vacation', status: 'approved' }, 'vacationDay'],
    [
      'unpaid vacation',
      { kind: 'vacation', status: 'approved', unpaid: true },
      'vacationDayUnpaid',
    ],
    ['requested vacation', { kind: 'vacation', status: 'requested' }, 'requestPending'],
    ['blocked date', { kind: 'blockDate', status: null }, 'blockedDate'],
    ['bank holiday', { kind: 'bankHoliday', status: null, personId: null }, 'bankHoliday'],
  ];
  it.each(cases)('%s', (_, over, expected) => {
    expect(baseStatusOf(row(over))).toBe(expected);
  });
});

describe('clashesOf and displayOf: collisions found locally in the cells', () => {
  const a = row({ id: 8, sourceId: 1 });
  const cases: [string, PlanningCalendarItem[], { status: string; marks: string[] }][] = [
    ['alone: its own status', [a], { status: 'confirmed', marks: [] }],
    [
      'two confirmed items overlapping: double booking',
      [a, row({ id: 16, sourceId: 2, startTime: '12:00', endTime: '20:00' })],
      { status: 'doubleBooking', marks: [] },
    ],
    [
      'back to back: no double booking',
      [a, row({ id: 16, sourceId: 2, startTime: '17:00', endTime: '22:00' })],
      { status: 'confirmed', marks: [] },
    ],
    [
      'another person on the same shift: nothing',
      [a, row({ id: 16, sourceId: 2, personId: 101 })],
      { status: 'confirmed', marks: [] },
    ],
    [
      'a pending item over a confirmed one: double booking',
      [row({ status: 'toConfirm' }), row({ id: 16, sourceId: 2 })],
      { status: 'doubleBooking', marks: [] },
    ],
    [
      'cancelled other item: takes no time',
      [a, row({ id: 16, sourceId: 2, status: 'cancelled' })],
      { status: 'confirmed', marks: [] },
    ],
    [
      'over a blocked date: marked blocked',
      [
        a,
        row({
          id: 9,
          sourceId: 1,
          kind: 'blockDate',
          status: null,
          startTime: null,
          endTime: null,
        }),
      ],
      { status: 'confirmed', marks: ['blockedDate'] },
    ],
    [
      'over an approved vacation: marked vacation',
      [
        a,
        row({
          id: 10,
          sourceId: 1,
          kind: 'vacation',
          status: 'approved',
          startTime: null,
          endTime: null,
        }),
      ],
      { status: 'confirmed', marks: ['vacationDay'] },
    ],
    [
      'over a sick day',
      [a, row({ id: 24, sourceId: 3, kind: 'sickDay', startTime: '00:00', endTime: '23:59' })],
      { status: 'confirmed', marks: ['sickDay'] },
    ],
    [
      'has changed shows as a mark',
      [{ ...a, hasChanged: true }],
      { status: 'confirmed', marks: ['hasChanged'] },
    ],
  ];
  it.each(cases)('%s', (_, rows, expected) => {
    const clashes = clashesOf(rows, TODAY);
    expect(displayOf(rows[0]!, clashes)).toEqual(expected);
  });

  it('marks both items of a double booking', () => {
    const b = row({ id: 16, sourceId: 2, startTime: '12:00', endTime: '20:00' });
    const clashes = clashesOf([a, b], TODAY);
    expect(displayOf(b, clashes).status).toBe('doubleBooking');
  });
});

describe('colours and legend', () => {
  it('gives every status its own colour', () => {
    const colours = PLANNING_STATUSES.map((s) => STATUS_COLOURS[s]);
    expect(new Set(colours).size).toBe(PLANNING_STATUSES.length);
    expect(PLANNING_STATUSES).toHaveLength(12);
  });
});
