import type { CollisionSeverity } from './availabilityRules';
import {
  bookingCollisionsOf,
  bookingPersonOf,
  type BookingCollision,
  type BookingCollisionReason,
  type BookingPerson,
} from './bookingRules';
import type { BookedJob, PersonAvailabilityRow } from './projectCopy';

/**
 * The check before a copy books persons (issue 13, beyond the peers): every copied booking,
 * at its new dates, against that person's other bookings, sick days, blocked dates and
 * vacations. One loop over bookingCollisionsOf, the same check as booking one person, so a
 * copy and a booking judge a collision alike; the app asks it offline from its tables and the
 * server asks it from the database with the same answer.
 */

/** A crew item of the source that carries a person, as the copy would book it. */
export type CopiedBooking = Pick<
  BookedJob,
  'id' | 'startDate' | 'endDate' | 'startTime' | 'endTime'
> & { personId: number };

export type CopyCollisionReason = BookingCollisionReason;
export type CopyCollision = BookingCollision & {
  /** The source crew item whose copy collides. */
  bookingId: number;
};
export type PersonCopyCollisions = { personId: number; name: string; collisions: CopyCollision[] };

const DAY_MS = 86_400_000;

/** `iso` moved by `days` (YYYY-MM-DD, calendar days in UTC). */
export function shiftDate(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The bookings the copy would make: the source's, moved by `days`, minus dropped persons. */
export function copiedBookings(
  source: readonly CopiedBooking[],
  days: number,
  dropped: ReadonlySet<number> = new Set(),
): CopiedBooking[] {
  return source
    .filter((b) => !dropped.has(b.personId))
    .map((b) => ({
      ...b,
      startDate: shiftDate(b.startDate, days),
      endDate: shiftDate(b.endDate, days),
    }));
}

/**
 * All collisions of the copied bookings, per person (in the order persons first appear), each
 * person's worst first. Persons without any are left out; a person the tables do not know is
 * checked against nothing (the server checks again when the copy arrives).
 */
export function copyCollisions(
  bookings: readonly CopiedBooking[],
  persons: ReadonlyMap<number, PersonAvailabilityRow>,
  today: string,
): PersonCopyCollisions[] {
  const out = new Map<number, PersonCopyCollisions>();
  const asBooking = new Map<number, BookingPerson>();
  for (const booking of bookings) {
    const person = persons.get(booking.personId);
    if (!person) continue;
    const checked = asBooking.get(person.id) ?? bookingPersonOf(person);
    asBooking.set(person.id, checked);
    const found = bookingCollisionsOf(checked, { ...booking, crewItemId: null }, today).map(
      (c) => ({ ...c, bookingId: booking.id }),
    );
    if (!found.length) continue;
    const entry = out.get(person.id) ?? { personId: person.id, name: person.name, collisions: [] };
    entry.collisions.push(...found);
    out.set(person.id, entry);
  }
  const rank = (c: CopyCollision) => (c.severity === 'block' ? 0 : 1);
  return [...out.values()].map((p) => ({
    ...p,
    collisions: p.collisions.sort((a, b) => rank(a) - rank(b)),
  }));
}

/** The worst severity among all persons' collisions, or null when there are none. */
export function worstCopySeverity(all: readonly PersonCopyCollisions[]): CollisionSeverity | null {
  const flat = all.flatMap((p) => p.collisions);
  if (flat.some((c) => c.severity === 'block')) return 'block';
  return flat.length ? 'warn' : null;
}
