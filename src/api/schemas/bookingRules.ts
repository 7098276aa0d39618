import {
  collisionsOf,
  type AvailabilityJob,
  type Collision,
  type CollisionSeverity,
  type PersonAvailability,
} from './availabilityRules';
import type { PersonAvailabilityRow } from './projectCopy';

/**
 * The planner's check before booking a person on a crew item (issue 13, "check before
 * booking"): create or activate with a person, and a copy with persons. Pure and shared: the
 * app asks it offline from its local tables before anything is queued, the server asks it
 * from the database when the booking arrives and answers 409 for a hard collision unless the
 * planner gave a reason to go on.
 *
 * Built on the crew side's collisionsOf, with the planner's view of severity:
 * - another confirmed crew item overlapping in time: a double booking (block);
 * - another crew item waiting for the person's answer (toConfirm, requested): warn, since the
 *   person may still decline one of them (collisionsOf ignores these for a crew member's own
 *   applications, where holding several is how vacancies work);
 * - a blocked date: block. The person said they cannot work then; for their own application
 *   it is only a warning, but a planner booking them over it must say why;
 * - an approved vacation or a sick day: block; a requested vacation: warn.
 */

/** A sick day: a crew item of the person on an internal "sickness" project (SPEC §9). */
export type SickDay = { id: number; startDate: string; endDate: string };

export type BookingPerson = PersonAvailability & { sickDays: readonly SickDay[] };

/** A person's availability row as the check reads it: jobs on a sickness project are sick days. */
export function bookingPersonOf(
  row: Omit<PersonAvailabilityRow, 'id' | 'version' | 'name'>,
): BookingPerson {
  return {
    jobs: row.jobs.filter((j) => !j.sick),
    sickDays: row.jobs.filter((j) => j.sick),
    blockDates: row.blockDates,
    vacations: row.vacations,
  };
}

/** The crew item a person is to be booked on; `crewItemId` null for a new one. */
export type ProposedBooking = {
  crewItemId: number | null;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
};

export type BookingCollisionReason =
  | 'doubleBooking'
  | 'pendingBooking'
  | 'blockedDate'
  | 'approvedVacation'
  | 'requestedVacation'
  | 'sickDay';

export type BookingCollision = {
  severity: CollisionSeverity;
  reason: BookingCollisionReason;
  with: { kind: 'job' | 'blockDate' | 'vacation' | 'sickDay'; id: number };
  /** The days (YYYY-MM-DD) on which they overlap, in order. */
  days: string[];
};

/** Shortest reason to go on over a hard collision; the server applies the same. */
export const BOOKING_REASON_MIN = 3;
export const BOOKING_REASON_MAX = 500;

const PENDING: readonly AvailabilityJob['status'][] = ['toConfirm', 'requested'];

function fromAvailability(c: Collision): BookingCollision | null {
  if (!c.with) return null;
  switch (c.reason) {
    case 'confirmedJob':
      return { severity: 'block', reason: 'doubleBooking', with: c.with, days: c.days };
    case 'pendingJob':
      return { severity: 'warn', reason: 'pendingBooking', with: c.with, days: c.days };
    case 'blockedDate':
      return { severity: 'block', reason: 'blockedDate', with: c.with, days: c.days };
    case 'approvedVacation':
    case 'requestedVacation':
      return { severity: c.severity, reason: c.reason, with: c.with, days: c.days };
    default:
      return null;
  }
}

/** What booking `person` on `booking` collides with, worst first, then by first day. */
export function bookingCollisionsOf(
  person: BookingPerson,
  booking: ProposedBooking,
  today: string,
): BookingCollision[] {
  const sickIds = new Set(person.sickDays.map((s) => s.id));
  const jobs = person.jobs.filter((j) => !sickIds.has(j.id));
  const change = {
    kind: 'job' as const,
    id: booking.crewItemId,
    startDate: booking.startDate,
    endDate: booking.endDate,
    startTime: booking.startTime,
    endTime: booking.endTime,
  };
  const found: BookingCollision[] = [];
  const add = (cs: Collision[]) => {
    for (const c of cs) {
      const b = fromAvailability(c);
      if (b) found.push(b);
    }
  };
  add(collisionsOf({ ...person, jobs }, change, today));
  // Pending bookings: asked as confirmed ones, reported as warnings.
  const pending = jobs.filter((j) => PENDING.includes(j.status));
  add(
    collisionsOf(
      {
        jobs: pending.map((j) => ({ ...j, status: 'confirmed' as const })),
        blockDates: [],
        vacations: [],
      },
      change,
      today,
    ).map((c) => ({ ...c, reason: 'pendingJob' as const, severity: 'warn' as const })),
  );
  // Sick days: the whole days of the sickness item, whatever its shift says.
  const sick = collisionsOf(
    {
      jobs: [],
      blockDates: person.sickDays.map((s) => ({
        id: s.id,
        startDate: s.startDate,
        endDate: s.endDate,
        beginTime: null,
        endTime: null,
      })),
      vacations: [],
    },
    change,
    today,
  );
  for (const c of sick) {
    if (c.with) {
      found.push({
        severity: 'block',
        reason: 'sickDay',
        with: { kind: 'sickDay', id: c.with.id },
        days: c.days,
      });
    }
  }
  const rank = (c: BookingCollision) => (c.severity === 'block' ? 0 : 1);
  return found.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.days[0] ?? '').localeCompare(b.days[0] ?? '') ||
      a.with.id - b.with.id,
  );
}

/** A hard collision: the booking needs a reason to go on (the server answers 409 without). */
export const needsBookingReason = (collisions: readonly BookingCollision[]): boolean =>
  collisions.some((c) => c.severity === 'block');

/** The reason is long enough to go on with (trimmed). */
export const isBookingReason = (reason: string | null | undefined): boolean =>
  (reason ?? '').trim().length >= BOOKING_REASON_MIN;
