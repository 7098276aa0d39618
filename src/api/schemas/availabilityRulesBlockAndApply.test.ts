import { describe, expect, it } from 'vitest';
import { collisionsOf, type PersonAvailability, type ProposedChange } from './availabilityRules';
import { TODAY, applyFor, brief, newBlock, newVacation, person } from './availabilityRules.testkit';
import { blocked, job, vacation } from './availabilityTestRows';

// A new blocked date, and applying for a job (or being booked), against a person's jobs,
// blocked dates and vacations; and bad input. A new vacation is in
// availabilityRulesVacation.test.ts.

describe('collisionsOf', () => {
  it.each<[string, Partial<PersonAvailability>, ProposedChange, string[]]>([
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
});
