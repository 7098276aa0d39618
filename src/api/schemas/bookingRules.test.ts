import { describe, expect, it } from 'vitest';
import type { AvailabilityVacation } from './availabilityRules';
import { blocked, job, vacation as requestedVacation } from './availabilityTestRows';
import {
  bookingCollisionsOf,
  isBookingReason,
  needsBookingReason,
  type BookingCollision,
  type BookingPerson,
  type ProposedBooking,
  type SickDay,
} from './bookingRules';

const TODAY = '2026-11-18';

/** A booking check's vacation is an approved one unless a case says otherwise. */
const vacation = (id: number, over: Partial<AvailabilityVacation> = {}): AvailabilityVacation =>
  requestedVacation(id, { status: 'approved', ...over });
const sick = (id: number, over: Partial<SickDay> = {}): SickDay => ({
  id,
  startDate: '2026-12-01',
  endDate: '2026-12-01',
  ...over,
});
const book = (over: Partial<ProposedBooking> = {}): ProposedBooking => ({
  crewItemId: 900,
  startDate: '2026-12-01',
  endDate: '2026-12-01',
  startTime: '08:00',
  endTime: '17:00',
  ...over,
});
const person = (p: Partial<BookingPerson>): BookingPerson => ({
  jobs: [],
  blockDates: [],
  vacations: [],
  sickDays: [],
  ...p,
});

/** A collision in one line: "block doubleBooking job:1 2026-12-01". */
const brief = (c: BookingCollision) =>
  [c.severity, c.reason, `${c.with.kind}:${c.with.id}`, c.days.join(',')].join(' ');

describe('bookingCollisionsOf', () => {
  it.each<[string, Partial<BookingPerson>, ProposedBooking, string[]]>([
    ['a free person', {}, book(), []],
    [
      'another confirmed crew item at the same time is a double booking',
      { jobs: [job(1)] },
      book(),
      ['block doubleBooking job:1 2026-12-01'],
    ],
    [
      'a crew item waiting for an answer is a warning',
      { jobs: [job(1, { status: 'toConfirm' })] },
      book(),
      ['warn pendingBooking job:1 2026-12-01'],
    ],
    [
      'a requested crew item is a warning too',
      { jobs: [job(1, { status: 'requested' })] },
      book(),
      ['warn pendingBooking job:1 2026-12-01'],
    ],
    [
      'an application elsewhere does not count (the person may hold several)',
      { jobs: [job(1, { status: 'applied' })] },
      book(),
      [],
    ],
    [
      'a cancelled crew item does not count',
      { jobs: [job(1, { status: 'cancelled' })] },
      book(),
      [],
    ],
    [
      'shifts that only touch do not collide',
      { jobs: [job(1, { startTime: '17:00', endTime: '23:00' })] },
      book(),
      [],
    ],
    [
      'a night shift the day before reaches into the morning',
      {
        jobs: [
          job(1, {
            startDate: '2026-11-30',
            endDate: '2026-11-30',
            startTime: '22:00',
            endTime: '09:00',
          }),
        ],
      },
      book(),
      ['block doubleBooking job:1 2026-12-01'],
    ],
    [
      'the crew item being booked never collides with itself',
      { jobs: [job(900)] },
      book({ crewItemId: 900 }),
      [],
    ],
    [
      'a new crew item (no id yet) collides with every other',
      { jobs: [job(900)] },
      book({ crewItemId: null }),
      ['block doubleBooking job:900 2026-12-01'],
    ],
    [
      'a whole blocked day is hard for a planner',
      { blockDates: [blocked(3)] },
      book(),
      ['block blockedDate blockDate:3 2026-12-01'],
    ],
    [
      'a blocked morning misses an afternoon shift',
      { blockDates: [blocked(3, { beginTime: '06:00', endTime: '12:00' })] },
      book({ startTime: '13:00', endTime: '20:00' }),
      [],
    ],
    [
      'an approved vacation blocks',
      { vacations: [vacation(4)] },
      book(),
      ['block approvedVacation vacation:4 2026-12-01'],
    ],
    [
      'a requested vacation warns',
      { vacations: [vacation(4, { status: 'requested' })] },
      book(),
      ['warn requestedVacation vacation:4 2026-12-01'],
    ],
    [
      'a declined vacation does not count',
      { vacations: [vacation(4, { status: 'declined' })] },
      book(),
      [],
    ],
    [
      'a sick day blocks, whatever shift the sickness item has',
      { sickDays: [sick(5)], jobs: [job(5, { startTime: '00:00', endTime: '01:00' })] },
      book(),
      ['block sickDay sickDay:5 2026-12-01'],
    ],
    [
      'several days report only the days they share',
      { jobs: [job(1, { startDate: '2026-12-02', endDate: '2026-12-05' })] },
      book({ endDate: '2026-12-03' }),
      ['block doubleBooking job:1 2026-12-02,2026-12-03'],
    ],
    [
      'worst first, then by first day',
      {
        jobs: [
          job(1, { status: 'toConfirm' }),
          job(2, { startDate: '2026-12-02', endDate: '2026-12-02' }),
        ],
        vacations: [
          vacation(4, { status: 'requested', startDate: '2026-12-02', endDate: '2026-12-02' }),
        ],
        blockDates: [blocked(3)],
      },
      book({ endDate: '2026-12-02' }),
      [
        'block blockedDate blockDate:3 2026-12-01',
        'block doubleBooking job:2 2026-12-02',
        'warn pendingBooking job:1 2026-12-01',
        'warn requestedVacation vacation:4 2026-12-02',
      ],
    ],
  ])('%s', (_name, p, booking, expected) => {
    expect(bookingCollisionsOf(person(p), booking, TODAY).map(brief)).toEqual(expected);
  });
});

describe('needsBookingReason and isBookingReason', () => {
  it.each<[string, Partial<BookingPerson>, boolean]>([
    ['nothing in the way', {}, false],
    ['only a warning', { jobs: [job(1, { status: 'toConfirm' })] }, false],
    ['a double booking', { jobs: [job(1)] }, true],
  ])('%s needs a reason: %s', (_name, p, expected) => {
    expect(needsBookingReason(bookingCollisionsOf(person(p), book(), TODAY))).toBe(expected);
  });

  it.each<[string | null, boolean]>([
    [null, false],
    ['', false],
    ['  ok  ', false],
    ['Agreed by phone', true],
  ])('reason %j is enough: %s', (reason, expected) => {
    expect(isBookingReason(reason)).toBe(expected);
  });
});
