import { describe, expect, it } from 'vitest';
import {
  collisionsOf,
  worstSeverity,
  type PersonAvailability,
  type ProposedChange,
} from './availabilityRules';
import { TODAY, brief, newVacation, person } from './availabilityRules.testkit';
import { job, vacation } from './availabilityTestRows';

// A new or edited vacation against a person's jobs and other vacations, and how the
// collisions found are ordered. Blocked dates and applying for a job are in
// availabilityRulesBlockAndApply.test.ts.

describe('collisionsOf', () => {
  it.each<[string, Partial<PersonAvailability>, ProposedChange, string[]]>([
    // A vacation over days with jobs.
    [
      'vacation over a confirmed job',
      { jobs: [job(1)] },
      newVacation(),
      ['block confirmedJob job:1 2026-12-01'],
    ],
    [
      'vacation over a job of several days names each day it covers',
      { jobs: [job(1, { startDate: '2026-12-03', endDate: '2026-12-06' })] },
      newVacation(),
      ['block confirmedJob job:1 2026-12-03,2026-12-04'],
    ],
    [
      'vacation over a job waiting for confirmation',
      { jobs: [job(1, { status: 'toConfirm' })] },
      newVacation(),
      ['warn pendingJob job:1 2026-12-01'],
    ],
    [
      'vacation over an applied-for job',
      { jobs: [job(1, { status: 'applied' })] },
      newVacation(),
      ['warn pendingJob job:1 2026-12-01'],
    ],
    [
      'a cancelled job does not count',
      { jobs: [job(1, { status: 'cancelled' })] },
      newVacation(),
      [],
    ],
    [
      'vacation on other days',
      { jobs: [job(1, { startDate: '2026-12-10', endDate: '2026-12-10' })] },
      newVacation(),
      [],
    ],
    // Partial days.
    [
      'a morning off does not meet an afternoon shift',
      { jobs: [job(1, { startTime: '13:00', endTime: '18:00' })] },
      newVacation({ startDate: '2026-12-01', endDate: '2026-12-01', firstDayHalf: 'morning' }),
      [],
    ],
    [
      'an afternoon off meets a day shift',
      { jobs: [job(1)] },
      newVacation({ startDate: '2026-12-01', endDate: '2026-12-01', firstDayHalf: 'afternoon' }),
      ['block confirmedJob job:1 2026-12-01'],
    ],
    [
      'a vacation from the afternoon misses a morning shift on its first day',
      { jobs: [job(1, { startTime: '06:00', endTime: '12:00' })] },
      newVacation({ startDate: '2026-12-01', endDate: '2026-12-03', firstDayHalf: 'afternoon' }),
      [],
    ],
    [
      'a vacation until noon misses an evening shift on its last day',
      {
        jobs: [
          job(1, {
            startDate: '2026-12-04',
            endDate: '2026-12-04',
            startTime: '18:00',
            endTime: '23:00',
          }),
        ],
      },
      newVacation({ lastDayHalf: 'morning' }),
      [],
    ],
    [
      'a night shift runs past midnight into the vacation',
      {
        jobs: [
          job(1, {
            startDate: '2026-11-29',
            endDate: '2026-11-29',
            startTime: '22:00',
            endTime: '06:00',
          }),
        ],
      },
      newVacation(),
      ['block confirmedJob job:1 2026-11-30'],
    ],
    [
      'a shift ending as the vacation starts does not collide',
      { jobs: [job(1, { startTime: '06:00', endTime: '12:00' })] },
      newVacation({ startDate: '2026-12-01', endDate: '2026-12-01', firstDayHalf: 'afternoon' }),
      [],
    ],
    // Vacations against vacations.
    [
      'vacation over an approved one',
      { vacations: [vacation(5, { status: 'approved' })] },
      newVacation(),
      ['block approvedVacation vacation:5 2026-12-01'],
    ],
    [
      'vacation over a requested one',
      { vacations: [vacation(5)] },
      newVacation(),
      ['warn requestedVacation vacation:5 2026-12-01'],
    ],
    [
      'a declined vacation does not count',
      { vacations: [vacation(5, { status: 'declined' })] },
      newVacation(),
      [],
    ],
    [
      'an edited vacation does not collide with itself',
      { vacations: [vacation(5, { status: 'approved' })] },
      newVacation({ id: 5 }),
      [],
    ],
    // The past.
    [
      'a vacation wholly in the past',
      {},
      newVacation({ startDate: '2026-11-02', endDate: '2026-11-06' }),
      ['warn past -'],
    ],
    [
      'a vacation ending today is not past',
      {},
      newVacation({ startDate: '2026-11-16', endDate: TODAY }),
      [],
    ],
  ])('%s', (_name, p, change, expected) => {
    expect(collisionsOf(person(p), change, TODAY).map(brief)).toEqual(expected);
  });

  it('orders the worst first, then by day', () => {
    const found = collisionsOf(
      person({
        jobs: [
          job(1, { startDate: '2026-12-03', endDate: '2026-12-03', status: 'toConfirm' }),
          job(2, { startDate: '2026-12-04', endDate: '2026-12-04' }),
        ],
        vacations: [vacation(5)],
      }),
      newVacation(),
      TODAY,
    );
    expect(found.map(brief)).toEqual([
      'block confirmedJob job:2 2026-12-04',
      'warn requestedVacation vacation:5 2026-12-01',
      'warn pendingJob job:1 2026-12-03',
    ]);
    expect(worstSeverity(found)).toBe('block');
    expect(worstSeverity(found.slice(1))).toBe('warn');
    expect(worstSeverity([])).toBeNull();
  });

  it('a job of a year against a vacation of a year stays quick and exact', () => {
    const long = job(1, {
      startDate: '2027-01-01',
      endDate: '2027-12-31',
      startTime: '22:00',
      endTime: '06:00',
    });
    const started = performance.now();
    const found = collisionsOf(
      person({ jobs: [long] }),
      newVacation({ startDate: '2027-01-01', endDate: '2027-12-31' }),
      TODAY,
    );
    expect(performance.now() - started).toBeLessThan(200);
    // Every day, plus the night of 31 December running into 1 January 2028 is outside.
    expect(found[0]!.days).toHaveLength(365);
  });
});
