/*
 * The hours of one member's shift (issue 12 part 1), shared by the app (sign-off screen, offline
 * too) and the reference server (sign-off, delivery note and its PDF), so both always agree.
 *
 * Proposed hours come from what happened on site, never from the plan: the time between the
 * (last) check-in and the check-out after it, minus the crew item's break, rounded to the
 * tenant's step. A no-show is 0. Without a check-out nothing is proposed: the chief enters the
 * hours, with a reason (a silent default of the planned shift once billed 9 hours for nobody).
 */

/** SPEC is silent on rounding: quarter hours, the unit the hours were always entered in. */
export const DEFAULT_HOURS_STEP_MINUTES = 15;
/** One shift of one member is at most a whole day. */
export const MAX_SHIFT_HOURS = 24;
/** Typed hours are stored in quarter hours (7.25 yes, 7.1 no). */
export const HOURS_ENTRY_STEP = 0.25;
/** Why the chief changed the proposed hours: shown on the field, checked by the server. */
export const HOURS_REASON_MAX = 500;

/** What the site records say about one member's shift. */
export type ShiftRecord = {
  noShow: boolean;
  /** ISO date-times from the phone's clock when the chief recorded them. */
  checkInAt: string | null;
  checkOutAt: string | null;
  /** The crew item's unpaid break; 0 when it defines none. */
  breakMinutes: number;
};

export type Proposal =
  | { kind: 'worked'; hours: number }
  | { kind: 'noShow'; hours: 0 }
  /** Not checked in (nor marked no-show): nothing to propose. */
  | { kind: 'noCheckIn'; hours: null }
  /** Checked in but not out: nothing to propose, the chief must enter the hours. */
  | { kind: 'noCheckOut'; hours: null }
  /** Check-out before check-in, or more than 24 hours apart: a clock was wrong. */
  | { kind: 'badTimes'; hours: null };

/** Minutes rounded to the nearest step, as hours (8 seconds → 0, 7 h 53 min → 7.75 at 15). */
export function roundToStep(minutes: number, stepMinutes: number): number {
  const step = Number.isFinite(stepMinutes) && stepMinutes > 0 ? stepMinutes : 15;
  return (Math.round(minutes / step) * step) / 60;
}

export function proposeHours(shift: ShiftRecord, stepMinutes: number): Proposal {
  // A no-show who arrived late after all was checked in: the times count, not the mark.
  if (shift.noShow && !shift.checkInAt) return { kind: 'noShow', hours: 0 };
  if (!shift.checkInAt) return { kind: 'noCheckIn', hours: null };
  if (!shift.checkOutAt) return { kind: 'noCheckOut', hours: null };
  const worked = (Date.parse(shift.checkOutAt) - Date.parse(shift.checkInAt)) / 60_000;
  if (!Number.isFinite(worked) || worked < 0 || worked > MAX_SHIFT_HOURS * 60) {
    return { kind: 'badTimes', hours: null };
  }
  const breakMinutes = Math.max(0, shift.breakMinutes);
  return { kind: 'worked', hours: roundToStep(Math.max(0, worked - breakMinutes), stepMinutes) };
}

export type HoursEntryProblem = 'missing' | 'notNumber' | 'negative' | 'tooMany' | 'step';

/** English messages (the server's 400 `fields`); the app shows its own translations. */
export const HOURS_ENTRY_MESSAGES: Record<HoursEntryProblem, string> = {
  missing: 'Enter the hours',
  notNumber: 'Hours must be a number',
  negative: 'Hours cannot be negative',
  tooMany: `At most ${MAX_SHIFT_HOURS} hours`,
  step: 'Use quarter hours (e.g. 7.25)',
};

/** Why a typed entry is not valid hours; never clamps (-3 is an error, not 3). */
export function hoursEntryProblem(value: unknown): HoursEntryProblem | null {
  if (value === undefined || value === null) return 'missing';
  if (typeof value === 'string' && value.trim() === '') return 'missing';
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return 'notNumber';
  if (n < 0) return 'negative';
  if (n > MAX_SHIFT_HOURS) return 'tooMany';
  if (!Number.isInteger(Math.round(n * 1e6) / (HOURS_ENTRY_STEP * 1e6))) return 'step';
  return null;
}

/** A reason is needed when the entered hours are not the proposal (or there is none). */
export const reasonNeeded = (proposed: number | null, paid: number, charged: number): boolean =>
  proposed === null || paid !== proposed || charged !== proposed;

/** Total of confirmed hours; lines without hours are left out (the caller says so). */
export const totalHours = (hours: readonly (number | null)[]): number =>
  hours.reduce<number>((sum, h) => sum + (h ?? 0), 0);

/**
 * What changing hours does to the delivery note, by its status. A released note was handed
 * out with the old hours, so it opens again and must be released again; once the client signed
 * it, its hours are final (changing them would make the signed document lie).
 */
export function hoursChangeEffect(
  noteStatus: 'open' | 'released' | 'signed' | 'sent',
): 'none' | 'releaseAgain' | 'refused' {
  if (noteStatus === 'open') return 'none';
  return noteStatus === 'released' ? 'releaseAgain' : 'refused';
}

export const HOURS_AFTER_SIGNING =
  'The client signed the delivery note: its hours can no longer change';
export const HOURS_MISSING =
  'Enter the hours of every member on the sign-off before releasing the delivery note';
export const HOURS_MISSING_ON_CONFIRM = 'Enter the hours of every member before confirming';
export const REASON_NEEDED = 'Give a reason: the hours differ from the proposal';
