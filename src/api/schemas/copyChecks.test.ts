import { describe, expect, it } from 'vitest';
import {
  type CopyCollision,
  copiedBookings,
  copyCollisions,
  daysBetween,
  shiftDate,
  worstCopySeverity,
  type CopiedBooking,
} from './copyChecks';
import type { BookedJob, PersonAvailabilityRow } from './projectCopy';

const TODAY = '2026-11-18';

const person = (id: number, over: Partial<PersonAvailabilityRow> = {}): PersonAvailabilityRow => ({
  id,
  version: 1,
  name: `Person ${id}`,
  jobs: [],
  blockDates: [],
  vacations: [],
  ...over,
});

const job = (id: number, date: string, over: Partial<BookedJob> = {}): BookedJob => ({
  id,
  projectId: 900,
  status: 'confirmed',
  startDate: date,
  endDate: date,
  startTime: '08:00',
  endTime: '17:00',
  sick: false,
  ...over,
});

// The source project ran on 2026-11-02; the copy moves it to 2026-12-02 (30 days).
const booking = (id: number, personId: number): CopiedBooking => ({
  id,
  personId,
  startDate: '2026-11-02',
  endDate: '2026-11-02',
  startTime: '09:00',
  endTime: '18:00',
});
const SHIFT = daysBetween('2026-11-02', '2026-12-02');

type Case = {
  name: string;
  bookings: CopiedBooking[];
  persons: PersonAvailabilityRow[];
  expected: { personId: number; reasons: string[] }[];
};

const cases: Case[] = [
  { name: 'no person on the copy', bookings: [], persons: [person(1)], expected: [] },
  { name: 'a free person', bookings: [booking(10, 1)], persons: [person(1)], expected: [] },
  {
    name: 'double booking (a confirmed job at the new date)',
    bookings: [booking(10, 1)],
    persons: [person(1, { jobs: [job(50, '2026-12-02')] })],
    expected: [{ personId: 1, reasons: ['doubleBooking'] }],
  },
  {
    name: 'a job that does not meet in time is no collision',
    bookings: [booking(10, 1)],
    persons: [
      person(1, { jobs: [job(50, '2026-12-02', { startTime: '19:00', endTime: '23:00' })] }),
    ],
    expected: [],
  },
  {
    name: 'the source booking itself does not collide with its copy a month on',
    bookings: [booking(10, 1)],
    persons: [person(1, { jobs: [job(10, '2026-11-02')] })],
    expected: [],
  },
  {
    name: 'approved and requested vacation',
    bookings: [booking(10, 1)],
    persons: [
      person(1, {
        vacations: [
          {
            id: 7,
            status: 'approved',
            startDate: '2026-12-01',
            endDate: '2026-12-03',
            firstDayHalf: null,
            lastDayHalf: null,
          },
          {
            id: 8,
            status: 'requested',
            startDate: '2026-12-02',
            endDate: '2026-12-02',
            firstDayHalf: null,
            lastDayHalf: null,
          },
        ],
      }),
    ],
    expected: [{ personId: 1, reasons: ['approvedVacation', 'requestedVacation'] }],
  },
  {
    name: 'a blocked date',
    bookings: [booking(10, 1)],
    persons: [
      person(1, {
        blockDates: [
          { id: 3, startDate: '2026-12-02', endDate: null, beginTime: null, endTime: null },
        ],
      }),
    ],
    expected: [{ personId: 1, reasons: ['blockedDate'] }],
  },
  {
    name: 'a sick day (a booking on a sickness project), even when not confirmed',
    bookings: [booking(10, 1)],
    persons: [person(1, { jobs: [job(60, '2026-12-02', { sick: true, status: 'toConfirm' })] })],
    expected: [{ personId: 1, reasons: ['sickDay'] }],
  },
  {
    name: 'several persons: each with their own, the free one left out, block before warn',
    bookings: [booking(10, 1), booking(11, 2), booking(12, 3)],
    persons: [
      person(1, {
        blockDates: [
          { id: 3, startDate: '2026-12-02', endDate: null, beginTime: null, endTime: null },
        ],
        jobs: [job(50, '2026-12-02')],
      }),
      person(2),
      person(3, { jobs: [job(61, '2026-12-02', { sick: true })] }),
    ],
    expected: [
      { personId: 1, reasons: ['blockedDate', 'doubleBooking'] },
      { personId: 3, reasons: ['sickDay'] },
    ],
  },
  {
    name: 'a person the tables do not know is not checked here',
    bookings: [booking(10, 9)],
    persons: [],
    expected: [],
  },
];

describe('copyCollisions', () => {
  it.each(cases)('$name', ({ bookings, persons, expected }) => {
    const byId = new Map(persons.map((p) => [p.id, p]));
    const found = copyCollisions(copiedBookings(bookings, SHIFT), byId, TODAY);
    expect(
      found.map((p) => ({ personId: p.personId, reasons: p.collisions.map((c) => c.reason) })),
    ).toEqual(expected);
  });

  it('names the source item whose copy collides, and the new days', () => {
    const persons = new Map([[1, person(1, { jobs: [job(50, '2026-12-02')] })]]);
    const [first] = copyCollisions(copiedBookings([booking(10, 1)], SHIFT), persons, TODAY);
    expect(first?.collisions[0]).toMatchObject({ bookingId: 10, days: ['2026-12-02'] });
  });

  it('judges like booking one person: a blocked date blocks, a job still asked for warns', () => {
    const persons = new Map([
      [
        1,
        person(1, {
          blockDates: [
            { id: 3, startDate: '2026-12-02', endDate: null, beginTime: null, endTime: null },
          ],
        }),
      ],
      [2, person(2, { jobs: [job(51, '2026-12-02', { status: 'toConfirm' })] })],
    ]);
    const found = copyCollisions(
      copiedBookings([booking(10, 1), booking(11, 2)], SHIFT),
      persons,
      TODAY,
    );
    expect(found.map((p) => p.collisions.map((c) => [c.reason, c.severity]))).toEqual([
      [['blockedDate', 'block']],
      [['pendingBooking', 'warn']],
    ]);
  });

  it('leaves dropped persons off the copy, so their collisions go', () => {
    const persons = new Map([[1, person(1, { jobs: [job(50, '2026-12-02')] })]]);
    const kept = copiedBookings([booking(10, 1)], SHIFT, new Set([1]));
    expect(copyCollisions(kept, persons, TODAY)).toEqual([]);
  });

  it('says the worst severity over all persons', () => {
    const warn: CopyCollision = {
      severity: 'warn',
      reason: 'requestedVacation',
      with: { kind: 'vacation', id: 8 },
      days: [],
      bookingId: 1,
    };
    expect(worstCopySeverity([])).toBeNull();
    expect(worstCopySeverity([{ personId: 1, name: 'A', collisions: [warn] }])).toBe('warn');
    expect(
      worstCopySeverity([
        { personId: 1, name: 'A', collisions: [warn] },
        { personId: 2, name: 'B', collisions: [{ ...warn, severity: 'block' }] },
      ]),
    ).toBe('block');
  });
});

describe('dates of a copy', () => {
  it.each([
    ['2026-11-02', 30, '2026-12-02'],
    ['2026-02-27', 2, '2026-03-01'],
    ['2026-03-28', 2, '2026-03-30'],
    ['2027-01-01', -1, '2026-12-31'],
  ])('%s moved by %i is %s', (from, days, to) => {
    expect(shiftDate(from, days)).toBe(to);
    expect(daysBetween(from, to)).toBe(days);
  });
});
