import type { JOB_STATUSES } from './jobs';
import type { HalfDay, VacationStatus } from './calendar';

/**
 * One person's availability: what a proposed change (a vacation request, a blocked date, or a
 * crew item they apply for or are booked on) collides with among their jobs, blocked dates and
 * vacation requests, and how badly. Pure and shared: the app asks it offline from its local
 * tables before queuing a change, the server asks it from the database when the change arrives
 * (and the planner's double bookings ask the same question with a "job" change).
 *
 * Times are compared to the minute, so half days and shifts that do not meet do not collide,
 * and a night shift runs on past midnight into the next day.
 */

type JobStatus = (typeof JOB_STATUSES)[number];

export type AvailabilityJob = {
  id: number;
  status: JobStatus;
  startDate: string;
  endDate: string;
  /** HH:mm; the shift repeats on every day from startDate to endDate. */
  startTime: string;
  endTime: string;
};

export type AvailabilityBlockDate = {
  id: number;
  startDate: string;
  endDate: string | null;
  /** HH:mm on the first day, or null for the whole first day. */
  beginTime: string | null;
  /** HH:mm on the last day, or null for the whole last day. */
  endTime: string | null;
};

export type AvailabilityVacation = {
  id: number;
  status: VacationStatus;
  startDate: string;
  endDate: string;
  firstDayHalf: HalfDay | null;
  lastDayHalf: HalfDay | null;
};

export type PersonAvailability = {
  jobs: readonly AvailabilityJob[];
  blockDates: readonly AvailabilityBlockDate[];
  vacations: readonly AvailabilityVacation[];
};

/** What is proposed; `id` names the entry being changed (it never collides with itself). */
export type ProposedChange =
  | ({ kind: 'vacation'; id?: number | null } & Omit<AvailabilityVacation, 'id' | 'status'>)
  | ({ kind: 'blockDate'; id?: number | null } & Omit<AvailabilityBlockDate, 'id'>)
  | ({ kind: 'job'; id?: number | null } & Omit<AvailabilityJob, 'id' | 'status'>);

/**
 * block: the person cannot be in both places, or would give up something already agreed (a
 * confirmed job, an approved vacation): a crew member is asked explicitly, a planner must not
 * book. warn: worth knowing before going on (a pending offer, one's own blocked day, the past).
 */
export type CollisionSeverity = 'block' | 'warn';

export type CollisionReason =
  'confirmedJob' | 'pendingJob' | 'blockedDate' | 'approvedVacation' | 'requestedVacation' | 'past';

export type Collision = {
  severity: CollisionSeverity;
  reason: CollisionReason;
  /** The entry collided with; null for "past", which collides with the calendar itself. */
  with: { kind: 'job' | 'blockDate' | 'vacation'; id: number } | null;
  /** The days (YYYY-MM-DD) on which the two overlap, in order; empty for "past". */
  days: string[];
};

const DAY = 1440;
type Interval = readonly [number, number];

/** Days since 1970-01-01 of a YYYY-MM-DD date; NaN when it is not one. */
function dayNumber(iso: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return NaN;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000;
}

const isoOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

function minutes(hhmm: string | null, fallback: number): number {
  const m = hhmm ? /^(\d{2}):(\d{2})$/.exec(hhmm) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : fallback;
}

/** An entry as minutes since the epoch: [first day, last day] plus how to cut it into time. */
type Span = {
  first: number;
  last: number;
  /** The intervals of the span between days `from` and `to` (inclusive), in order. */
  within: (from: number, to: number) => Interval[];
};

function dailySpan(startDate: string, endDate: string, startTime: string, endTime: string): Span {
  const first = dayNumber(startDate);
  const last = dayNumber(endDate);
  const begin = minutes(startTime, 0);
  let end = minutes(endTime, DAY);
  // A shift that ends at or before its start runs past midnight.
  if (end <= begin) end += DAY;
  return {
    first,
    // The last shift may end on the next day.
    last: end > DAY ? last + 1 : last,
    within: (from, to) => {
      const out: Interval[] = [];
      // A night shift of the day before `from` reaches into it.
      for (let d = Math.max(first, from - 1); d <= Math.min(last, to); d++) {
        out.push([d * DAY + begin, d * DAY + end]);
      }
      return out;
    },
  };
}

function continuousSpan(first: number, last: number, begin: number, end: number): Span {
  const start = first * DAY + begin;
  let stop = last * DAY + end;
  // An end time at or before the begin time on one day would be empty: take the day's rest.
  if (stop <= start) stop = first * DAY + DAY;
  return { first, last, within: () => [[start, stop]] };
}

const blockDateSpan = (b: Omit<AvailabilityBlockDate, 'id'>): Span =>
  continuousSpan(
    dayNumber(b.startDate),
    dayNumber(b.endDate ?? b.startDate),
    minutes(b.beginTime, 0),
    minutes(b.endTime, DAY),
  );

/** Half days: the afternoon starts and the morning ends at noon. */
function vacationSpan(v: Omit<AvailabilityVacation, 'id' | 'status'>): Span {
  const oneDay = v.startDate === v.endDate;
  const lastHalf = oneDay ? v.firstDayHalf : v.lastDayHalf;
  return continuousSpan(
    dayNumber(v.startDate),
    dayNumber(v.endDate),
    v.firstDayHalf === 'afternoon' ? DAY / 2 : 0,
    lastHalf === 'morning' ? DAY / 2 : DAY,
  );
}

const jobSpan = (j: Omit<AvailabilityJob, 'id' | 'status'>): Span =>
  dailySpan(j.startDate, j.endDate, j.startTime, j.endTime);

function spanOf(change: ProposedChange): Span {
  if (change.kind === 'vacation') return vacationSpan(change);
  if (change.kind === 'blockDate') return blockDateSpan(change);
  return jobSpan(change);
}

const isValid = (s: Span) =>
  Number.isFinite(s.first) && Number.isFinite(s.last) && s.first <= s.last;

/** The days on which two spans overlap in time (touching ends do not overlap). */
function overlapDays(a: Span, b: Span): string[] {
  const from = Math.max(a.first, b.first);
  const to = Math.min(a.last, b.last);
  if (from > to) return [];
  const xs = a.within(from, to);
  const ys = b.within(from, to);
  const days = new Set<number>();
  let i = 0;
  let j = 0;
  // Both lists are ordered and each list's intervals do not overlap: one pass finds all.
  while (i < xs.length && j < ys.length) {
    const start = Math.max(xs[i]![0], ys[j]![0]);
    const end = Math.min(xs[i]![1], ys[j]![1]);
    for (let d = Math.floor(start / DAY); start < end && d <= Math.floor((end - 1) / DAY); d++) {
      days.add(d);
    }
    if (xs[i]![1] < ys[j]![1]) i++;
    else j++;
  }
  return [...days].sort((p, q) => p - q).map(isoOf);
}

const PENDING_JOB: readonly JobStatus[] = ['toConfirm', 'requested', 'applied'];

function jobCollision(job: AvailabilityJob): Pick<Collision, 'severity' | 'reason'> | null {
  if (job.status === 'confirmed') return { severity: 'block', reason: 'confirmedJob' };
  if (PENDING_JOB.includes(job.status)) return { severity: 'warn', reason: 'pendingJob' };
  return null; // cancelled: takes no time
}

function vacationCollision(v: AvailabilityVacation): Pick<Collision, 'severity' | 'reason'> | null {
  if (v.status === 'approved') return { severity: 'block', reason: 'approvedVacation' };
  if (v.status === 'requested') return { severity: 'warn', reason: 'requestedVacation' };
  return null; // declined: takes no time
}

/**
 * What `change` collides with among the person's entries, worst first, then by first day.
 * A vacation or a blocked date collides with jobs (a vacation also with the person's other
 * vacations, and with the calendar when it lies wholly before `today`); a job (applying for a
 * vacancy, or being booked) collides with blocked dates, vacations and other jobs.
 */
export function collisionsOf(
  person: PersonAvailability,
  change: ProposedChange,
  today: string,
): Collision[] {
  const span = spanOf(change);
  if (!isValid(span)) return [];
  const found: Collision[] = [];
  const add = (
    kind: 'job' | 'blockDate' | 'vacation',
    id: number,
    how: Pick<Collision, 'severity' | 'reason'> | null,
    other: Span,
  ) => {
    if (!how || (change.kind === kind && change.id === id) || !isValid(other)) return;
    const days = overlapDays(span, other);
    if (days.length) found.push({ ...how, with: { kind, id }, days });
  };

  for (const job of person.jobs) {
    // Applying for several jobs at one time is how vacancies work (the planner picks): a job
    // collides only with a confirmed one, which would be a double booking.
    const how = jobCollision(job);
    if (change.kind !== 'job' || how?.reason === 'confirmedJob')
      add('job', job.id, how, jobSpan(job));
  }
  if (change.kind === 'job') {
    for (const b of person.blockDates) {
      add('blockDate', b.id, { severity: 'warn', reason: 'blockedDate' }, blockDateSpan(b));
    }
  }
  if (change.kind !== 'blockDate') {
    for (const v of person.vacations) add('vacation', v.id, vacationCollision(v), vacationSpan(v));
  }
  if (change.kind === 'vacation' && change.endDate < today) {
    found.push({ severity: 'warn', reason: 'past', with: null, days: [] });
  }
  const rank = (c: Collision) => (c.severity === 'block' ? 0 : 1);
  return found.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.days[0] ?? '').localeCompare(b.days[0] ?? '') ||
      (a.with?.id ?? 0) - (b.with?.id ?? 0),
  );
}

/** The worst severity among collisions, or null when there are none. */
export function worstSeverity(collisions: readonly Collision[]): CollisionSeverity | null {
  if (collisions.some((c) => c.severity === 'block')) return 'block';
  return collisions.length ? 'warn' : null;
}
