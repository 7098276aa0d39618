import { describe, expect, it } from 'vitest';
import type { Job } from '../../db/db';
import { dayOfJob, homeJobs } from './homeJobs';

const job = (
  id: number,
  status: Job['status'],
  startDate: string,
  endDate = startDate,
  startTime = '08:00',
): Job => ({
  id,
  version: 1,
  status,
  projectNumber: `P-${id}`,
  projectName: `Project ${id}`,
  company: 'Co',
  crewId: 1,
  crewName: 'Crew',
  functionName: 'Stagehand',
  startDate,
  endDate,
  startTime,
  endTime: '17:00',
  crewChiefOnly: false,
  isCrewChief: false,
  locationId: null,
  locationName: null,
  city: null,
});

const TODAY = '2026-11-23';

describe('homeJobs', () => {
  it.each<[string, Job[], { today: number[]; next: number[]; toConfirm: number }]>([
    ['nothing', [], { today: [], next: [], toConfirm: 0 }],
    [
      'today by start time, a multi-day job that runs today',
      [
        job(1, 'confirmed', TODAY, TODAY, '12:00'),
        job(2, 'confirmed', TODAY, TODAY, '07:00'),
        job(3, 'confirmed', '2026-11-21', '2026-11-24'),
      ],
      { today: [3, 2, 1], next: [], toConfirm: 0 },
    ],
    [
      'applied and cancelled jobs are not held',
      [job(1, 'applied', TODAY), job(2, 'cancelled', TODAY), job(3, 'applied', '2026-12-01')],
      { today: [], next: [], toConfirm: 0 },
    ],
    [
      'next: the first three after today; past jobs to confirm do not count',
      [
        job(1, 'toConfirm', '2026-11-30'),
        job(2, 'confirmed', '2026-11-24'),
        job(3, 'confirmed', '2026-11-25'),
        job(4, 'confirmed', '2026-12-25'),
        job(5, 'toConfirm', '2026-11-01'),
        job(6, 'toConfirm', TODAY),
      ],
      { today: [6], next: [2, 3, 1], toConfirm: 2 },
    ],
    [
      // A 5-day job on its last day is today's if confirmed; one never answered is not.
      'multi-day jobs: confirmed ones every day they run, waiting ones on their first day',
      [
        job(1, 'confirmed', '2026-11-19', TODAY),
        job(2, 'toConfirm', '2026-11-19', '2026-11-24'),
        job(3, 'requested', '2026-11-20', TODAY),
        job(4, 'requested', TODAY, '2026-11-25'),
        job(5, 'confirmed', '2026-11-19', '2026-11-22'),
      ],
      { today: [1, 4], next: [], toConfirm: 1 },
    ],
  ])('%s', (_, jobs, expected) => {
    const result = homeJobs(jobs, TODAY);
    expect(result.today.map((j) => j.id)).toEqual(expected.today);
    expect(result.next.map((j) => j.id)).toEqual(expected.next);
    expect(result.toConfirm).toBe(expected.toConfirm);
  });
});

describe('dayOfJob', () => {
  it.each<[string, string, string, { day: number; days: number } | null]>([
    [TODAY, TODAY, TODAY, null],
    ['2026-11-19', TODAY, TODAY, { day: 5, days: 5 }],
    ['2026-11-19', TODAY, '2026-11-19', { day: 1, days: 5 }],
    // Across a month end and the change from summer time (dates, not local clocks).
    ['2026-10-24', '2026-11-02', '2026-10-26', { day: 3, days: 10 }],
    [TODAY, '2026-11-20', TODAY, null],
  ])('%s – %s on %s → %o', (startDate, endDate, today, expected) => {
    expect(dayOfJob({ startDate, endDate }, today)).toEqual(expected);
  });
});
