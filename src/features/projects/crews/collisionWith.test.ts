import { describe, expect, it } from 'vitest';
import type { BookingCollision } from '../../../sync/actions/crewItems';
import type { PersonAvailabilityRow } from '../../../db/db';
import { collisionWith } from './collisionWith';

// Word joiners hold a time range together on narrow screens (formatTimeRange).
const WJ = '\u2060';

type Job = PersonAvailabilityRow['jobs'][number];
const job = (id: number, over: Partial<Job> = {}): Job => ({
  id,
  projectId: 1,
  status: 'confirmed',
  startDate: '2026-11-30',
  endDate: '2026-11-30',
  startTime: '16:00',
  endTime: '23:30',
  sick: false,
  projectNumber: 'P-24001',
  projectName: 'Summer Fest',
  crewName: 'Crew C',
  ...over,
});
const person = {
  jobs: [
    job(12),
    job(13, { startTime: '06:30', endTime: '07:00', crewName: 'Stage crew A' }),
    // A row stored before bookings carried where they are.
    job(14, { projectNumber: undefined, projectName: undefined, crewName: undefined }),
  ],
};
const clash = (kind: BookingCollision['with']['kind'], id: number): BookingCollision => ({
  severity: 'block',
  reason: 'doubleBooking',
  with: { kind, id },
  days: ['2026-11-30'],
});

describe('collisionWith', () => {
  // Two clashes on one day once read the same: "Already booked elsewhere on Mon 30 Nov".
  it.each<[string, BookingCollision, string | null]>([
    ['one booking', clash('job', 12), `P-24001 Summer Fest · Crew C · 16:00${WJ}–${WJ}23:30`],
    [
      'another on the same day',
      clash('job', 13),
      `P-24001 Summer Fest · Stage crew A · 06:30${WJ}–${WJ}07:00`,
    ],
    ['an older row: the shift only', clash('job', 14), `16:00${WJ}–${WJ}23:30`],
    ['a booking the row does not hold', clash('job', 99), null],
    ['a blocked date', clash('blockDate', 12), null],
  ])('%s', (_name, c, expected) => {
    expect(collisionWith(c, person)).toBe(expected);
  });

  it('says nothing without the person', () => {
    expect(collisionWith(clash('job', 12), undefined)).toBeNull();
  });
});
