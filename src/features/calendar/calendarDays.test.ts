import { describe, expect, it } from 'vitest';
import type { BlockDate, Job, VacationRequest } from '../../db/db';
import {
  calendarEntries,
  dayColour,
  hasOverlap,
  jobKind,
  rangeOn,
  vacationEntry,
  type DayColour,
} from './calendarDays';

const job = (id: number, status: Job['status'], extra: Partial<Job> = {}): Job => ({
  id,
  version: 1,
  status,
  projectNumber: `P-${id}`,
  projectName: `Project ${id}`,
  company: 'Northwind',
  crewId: 1,
  crewName: 'Crew',
  functionName: 'Rigger',
  startDate: '2026-11-10',
  endDate: '2026-11-10',
  startTime: '08:00',
  endTime: '17:00',
  crewChiefOnly: false,
  isCrewChief: false,
  locationId: null,
  locationName: null,
  city: null,
  ...extra,
});
const block = (id: number, extra: Partial<BlockDate> = {}): BlockDate => ({
  id,
  version: 1,
  personId: 1,
  startDate: '2026-11-10',
  endDate: null,
  reason: 'Dentist',
  beginTime: null,
  endTime: null,
  ...extra,
});
const vacation = (id: number, extra: Partial<VacationRequest> = {}): VacationRequest => ({
  id,
  version: 1,
  personId: 1,
  startDate: '2026-11-10',
  endDate: '2026-11-10',
  firstDayHalf: null,
  lastDayHalf: null,
  reason: 'Trip',
  status: 'requested',
  answer: null,
  ...extra,
});

describe('jobKind', () => {
  it.each([
    ['confirmed', 'confirmedJob'],
    ['toConfirm', 'requestedJob'],
    ['requested', 'requestedCrew'],
    ['applied', 'requestedCrew'],
    ['cancelled', null],
  ] as const)('%s → %s', (status, kind) => expect(jobKind(status)).toBe(kind));
});

describe('dayColour', () => {
  const day = '2026-11-10';
  const cases: [string, Job[], BlockDate[], VacationRequest[], DayColour | null][] = [
    ['a free day', [], [], [], null],
    ['a confirmed job', [job(1, 'confirmed')], [], [], 'confirmedJob'],
    ['a job to confirm', [job(1, 'toConfirm')], [], [], 'requestedJob'],
    ['an application', [job(1, 'applied')], [], [], 'requestedCrew'],
    ['a cancelled job only', [job(1, 'cancelled')], [], [], null],
    ['a blocked date', [], [block(1)], [], 'blockedDate'],
    ['a requested vacation', [], [], [vacation(1)], 'requestedVacation'],
    ['an approved vacation', [], [], [vacation(1, { status: 'approved' })], 'approvedVacation'],
    ['a declined vacation', [], [], [vacation(1, { status: 'declined' })], null],
    [
      'two jobs one after the other',
      [job(1, 'confirmed', { endTime: '12:00' }), job(2, 'confirmed', { startTime: '12:00' })],
      [],
      [],
      'multiple',
    ],
    [
      'two jobs at the same time',
      [job(1, 'confirmed'), job(2, 'toConfirm', { startTime: '16:00', endTime: '20:00' })],
      [],
      [],
      'overlap',
    ],
    ['a job and a whole blocked day', [job(1, 'confirmed')], [block(1)], [], 'overlap'],
    [
      'a morning block and an afternoon job',
      [job(1, 'confirmed', { startTime: '13:00' })],
      [block(1, { beginTime: '08:00', endTime: '11:00' })],
      [],
      'multiple',
    ],
    [
      'a morning off and an afternoon job',
      [job(1, 'confirmed', { startTime: '12:00', endTime: '18:00' })],
      [],
      [vacation(1, { firstDayHalf: 'morning' })],
      'multiple',
    ],
    [
      'a night shift and an evening block',
      [job(1, 'confirmed', { startTime: '22:00', endTime: '06:00' })],
      [block(1, { beginTime: '23:00', endTime: '23:30' })],
      [],
      'overlap',
    ],
    [
      'a job on the middle day of a long block',
      [job(1, 'confirmed')],
      [
        block(1, {
          startDate: '2026-11-09',
          endDate: '2026-11-11',
          beginTime: '18:00',
          endTime: '07:00',
        }),
      ],
      [],
      'overlap',
    ],
  ];
  it.each(cases)('%s', (_, jobs, blocks, vacations, colour) =>
    expect(dayColour(calendarEntries(jobs, blocks, vacations), day)).toBe(colour),
  );
});

describe('rangeOn', () => {
  const long = calendarEntries(
    [],
    [
      block(1, {
        startDate: '2026-11-09',
        endDate: '2026-11-11',
        beginTime: '18:00',
        endTime: '07:00',
      }),
    ],
    [],
  )[0]!;
  it.each([
    ['2026-11-09', [18 * 60, 1440]],
    ['2026-11-10', [0, 1440]],
    ['2026-11-11', [0, 7 * 60]],
  ] as const)('a block over three days on %s', (day, range) =>
    expect(rangeOn(long, day)).toEqual(range),
  );

  it.each([
    ['one afternoon', { firstDayHalf: 'afternoon' as const }, '2026-11-10', [720, 1440]],
    [
      'a long vacation ending at noon',
      { endDate: '2026-11-12', lastDayHalf: 'morning' as const },
      '2026-11-12',
      [0, 720],
    ],
  ] as const)('%s', (_, extra, day, range) =>
    expect(rangeOn(vacationEntry(vacation(1, extra))!, day)).toEqual(range),
  );
});

describe('hasOverlap', () => {
  it.each([
    [[], false],
    [[[0, 60]], false],
    [
      [
        [0, 60],
        [60, 120],
      ],
      false,
    ],
    [
      [
        [0, 61],
        [60, 120],
      ],
      true,
    ],
    [
      [
        [100, 200],
        [0, 50],
        [150, 160],
      ],
      true,
    ],
    [
      [
        [0, 1440],
        [300, 400],
      ],
      true,
    ],
  ] as [[number, number][], boolean][])('%j → %s', (ranges, expected) =>
    expect(hasOverlap(ranges)).toBe(expected),
  );
});
