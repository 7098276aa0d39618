import { describe, expect, it } from 'vitest';
import {
  collisionsOf,
  worstSeverity,
  type Collision,
  type PersonAvailability,
  type ProposedChange,
} from './availabilityRules';
import { blocked, job, vacation } from './availabilityTestRows';

const TODAY = '2026-11-18';

const newVacation = (
  over: Partial<ProposedChange & { kind: 'vacation' }> = {},
): ProposedChange => ({
  kind: 'vacation',
  startDate: '2026-11-30',
  endDate: '2026-12-04',
  firstDayHalf: null,
  lastDayHalf: null,
  ...over,
});
const newBlock = (over: Partial<ProposedChange & { kind: 'blockDate' }> = {}): ProposedChange => ({
  kind: 'blockDate',
  startDate: '2026-12-01',
  endDate: null,
  beginTime: null,
  endTime: null,
  ...over,
});
const applyFor = (over: Partial<ProposedChange & { kind: 'job' }> = {}): ProposedChange => ({
  kind: 'job',
  id: 900,
  startDate: '2026-12-01',
  endDate: '2026-12-01',
  startTime: '08:00',
  endTime: '17:00',
  ...over,
});

const person = (p: Partial<PersonAvailability>): PersonAvailability => ({
  jobs: [],
  blockDates: [],
  vacations: [],
  ...p,
});

/** A collision in one line: "block confirmedJob job:1 2026-12-01,2026-12-02". */
const brief = (c: Collision) =>
  [c.severity, c.reason, c.with ? `${c.with.kind}:${c.with.id}` : '-', c.days.join(',')]
    .join(' ')
    .trim();

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
    // Blocked dates.
    [
      'a new blocked date on a confirmed job',
      { jobs: [job(1)] },
      newBlock(),
      ['block confirmedJob job:1 2026-12-01'],
    ],
    [
      'a blocked evening misses a day shift',
      { jobs: [job(1)] },
      newBlock({ beginTime: '18:00', endTime: '23:00' }),
      [],
    ],
    [
      'a blocked range with times meets a shift on a middle day',
      { jobs: [job(1, { startDate: '2026-12-02', endDate: '2026-12-02' })] },
      newBlock({ endDate: '2026-12-03', beginTime: '18:00', endTime: '07:00' }),
      ['block confirmedJob job:1 2026-12-02'],
    ],
    [
      'a blocked date on a job offer',
      { jobs: [job(1, { status: 'requested' })] },
      newBlock(),
      ['warn pendingJob job:1 2026-12-01'],
    ],
    [
      'a blocked date does not collide with vacations',
      { vacations: [vacation(5, { status: 'approved' })] },
      newBlock(),
      [],
    ],
    // Applying for a vacancy (or booking a person).
    [
      "applying on one's own blocked day",
      { blockDates: [blocked(3)] },
      applyFor(),
      ['warn blockedDate blockDate:3 2026-12-01'],
    ],
    [
      'applying around a blocked morning',
      { blockDates: [blocked(3, { beginTime: '06:00', endTime: '08:00' })] },
      applyFor(),
      [],
    ],
    [
      "applying in one's approved vacation",
      { vacations: [vacation(5, { status: 'approved' })] },
      applyFor(),
      ['block approvedVacation vacation:5 2026-12-01'],
    ],
    [
      "applying in one's requested vacation",
      { vacations: [vacation(5)] },
      applyFor(),
      ['warn requestedVacation vacation:5 2026-12-01'],
    ],
    [
      'applying for a shift that overlaps a confirmed job: double booking',
      { jobs: [job(1, { startTime: '16:00', endTime: '20:00' })] },
      applyFor(),
      ['block confirmedJob job:1 2026-12-01'],
    ],
    [
      'applying for a shift right after a confirmed one',
      { jobs: [job(1, { startTime: '17:00', endTime: '20:00' })] },
      applyFor(),
      [],
    ],
    [
      'applying at the time of another application or offer is how vacancies work',
      { jobs: [job(1, { status: 'applied' }), job(2, { status: 'toConfirm' })] },
      applyFor(),
      [],
    ],
    [
      'the vacancy already applied for (optimistic row) is itself',
      { jobs: [job(900, { status: 'applied' })] },
      applyFor(),
      [],
    ],
    // Bad input answers nothing rather than nonsense.
    [
      'reversed dates',
      { jobs: [job(1)] },
      newVacation({ startDate: '2026-12-04', endDate: '2026-11-30' }),
      [],
    ],
    ['not a date', { jobs: [job(1)] }, newBlock({ startDate: '2026-13-45x' }), []],
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
