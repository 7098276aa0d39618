import type { JOB_STATUSES } from './jobs';
import {
  bookingCollisionsOf,
  type BookingCollisionReason,
  type BookingPerson,
} from './bookingRules';
import type { PlanningCalendarItem } from './planningCalendar';

/**
 * The planner calendar's statuses (SPEC §4), in legend order, and how a planning row gets
 * one. Pure and shared: the app colours its cells with it, offline, from the local table.
 *
 * A crew item's double booking and its clashes with a blocked date, a vacation or a sick day
 * are found here from the rows themselves with the booking check (bookingRules.ts), so the
 * cell shows them before the server says so.
 */
export const PLANNING_STATUSES = [
  'confirmed',
  'requestPending',
  'doubleBooking',
  'cancellation',
  'absence',
  'sickDay',
  'vacationDay',
  'vacationDayUnpaid',
  'bankHoliday',
  'blockedDate',
  'sparePosition',
  'hasChanged',
] as const;
export type PlanningStatus = (typeof PLANNING_STATUSES)[number];

/**
 * Mantine colours per status. Text is never drawn in these colours: a cell is the colour's
 * light tint with a filled edge and the status's icon, and the text keeps the theme's body
 * colour, so contrast holds in the light and dark scheme alike.
 */
export const STATUS_COLOURS: Record<PlanningStatus, string> = {
  confirmed: 'green',
  requestPending: 'yellow',
  doubleBooking: 'red',
  cancellation: 'gray',
  absence: 'orange',
  sickDay: 'pink',
  vacationDay: 'cyan',
  vacationDayUnpaid: 'teal',
  bankHoliday: 'grape',
  blockedDate: 'dark',
  sparePosition: 'indigo',
  hasChanged: 'blue',
};

export type StatusRow = Pick<
  PlanningCalendarItem,
  'kind' | 'status' | 'siteStatus' | 'notNeeded' | 'spare' | 'unpaid' | 'hasChanged'
>;

/** The row's own status, before any collision with the person's other rows. */
export function baseStatusOf(row: StatusRow): PlanningStatus {
  switch (row.kind) {
    case 'bankHoliday':
      return 'bankHoliday';
    case 'blockDate':
      return 'blockedDate';
    case 'sickDay':
      return 'sickDay';
    case 'vacation':
      if (row.status === 'requested') return 'requestPending';
      return row.unpaid ? 'vacationDayUnpaid' : 'vacationDay';
    case 'crewItem':
      // Absence, no show, outage, late refusal: the person was booked and did not come.
      if (row.siteStatus === 'noShow') return 'absence';
      if (row.status === 'cancelled' || row.notNeeded) return 'cancellation';
      if (row.spare) return 'sparePosition';
      if (row.status === 'confirmed') return 'confirmed';
      // toConfirm, requested, applied: waiting for an answer.
      return 'requestPending';
  }
}

/** What a crew item collides with among its person's rows, by row id. */
export type Clashes = ReadonlyMap<number, readonly BookingCollisionReason[]>;

type JobStatus = (typeof JOB_STATUSES)[number];
const TAKES_TIME = new Set<string>(['confirmed', 'toConfirm', 'requested']);

type ClashRow = Pick<
  PlanningCalendarItem,
  | 'id'
  | 'kind'
  | 'sourceId'
  | 'personId'
  | 'status'
  | 'siteStatus'
  | 'startDate'
  | 'endDate'
  | 'startTime'
  | 'endTime'
>;

const occupies = (r: ClashRow) =>
  r.kind === 'crewItem' &&
  r.status !== null &&
  TAKES_TIME.has(r.status) &&
  r.siteStatus !== 'noShow' &&
  r.startTime !== null &&
  r.endTime !== null;

/**
 * Days since 1970-01-01 of a YYYY-MM-DD date. NaN otherwise, which compares false: a row with
 * an unreadable date is left out, as the booking rule leaves it out.
 */
const dayOf = (iso: string) =>
  Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / 86_400_000;

function personOf(rows: readonly ClashRow[]): BookingPerson {
  return {
    jobs: rows.filter(occupies).map((r) => ({
      id: r.sourceId,
      status: r.status as JobStatus,
      startDate: r.startDate,
      endDate: r.endDate,
      startTime: r.startTime!,
      endTime: r.endTime!,
    })),
    blockDates: rows
      .filter((r) => r.kind === 'blockDate')
      .map((r) => ({
        id: r.sourceId,
        startDate: r.startDate,
        endDate: r.endDate,
        beginTime: r.startTime,
        endTime: r.endTime,
      })),
    vacations: rows
      .filter((r) => r.kind === 'vacation' && (r.status === 'approved' || r.status === 'requested'))
      .map((r) => ({
        id: r.sourceId,
        status: r.status as 'approved' | 'requested',
        startDate: r.startDate,
        endDate: r.endDate,
        // Half days are already in the row's times (12:00); whole days are enough here.
        firstDayHalf: r.startTime === '12:00' ? ('afternoon' as const) : null,
        lastDayHalf: r.endTime === '12:00' ? ('morning' as const) : null,
      })),
    sickDays: rows
      .filter((r) => r.kind === 'sickDay')
      .map((r) => ({ id: r.sourceId, startDate: r.startDate, endDate: r.endDate })),
  };
}

/**
 * Every crew item that collides with its person's other rows, and with what. Rows are grouped
 * per person, so the work grows with each person's rows, not with the square of the month's.
 */
export function clashesOf(rows: readonly ClashRow[], today: string): Clashes {
  const byPerson = new Map<number, ClashRow[]>();
  for (const r of rows) {
    if (r.personId === null) continue;
    const list = byPerson.get(r.personId);
    if (list) list.push(r);
    else byPerson.set(r.personId, [r]);
  }
  const out = new Map<number, BookingCollisionReason[]>();
  for (const list of byPerson.values()) {
    const jobs = list.filter(occupies);
    // One crew item alone with no day off collides with nothing: skip the check.
    if (jobs.length === 0 || (jobs.length === 1 && list.length === 1)) continue;
    const days = list.map((r) => [dayOf(r.startDate), dayOf(r.endDate)] as const);
    for (const job of jobs) {
      // Only rows within a day of the job can collide with it (a night shift reaches into the
      // next day): the shared rule is asked about those alone, so a busy month of 5,000 rows
      // is checked in a few ms, not hundreds.
      const [first, last] = [dayOf(job.startDate), dayOf(job.endDate)];
      // Of other crew items only confirmed ones count: a pending one is a pendingBooking,
      // which the calendar does not show.
      const near = list.filter(
        (r, i) =>
          r !== job &&
          (r.kind !== 'crewItem' || r.status === 'confirmed') &&
          days[i]![0] <= last + 1 &&
          days[i]![1] >= first - 1,
      );
      if (near.length === 0) continue;
      const found = bookingCollisionsOf(
        personOf([job, ...near]),
        {
          crewItemId: job.sourceId,
          startDate: job.startDate,
          endDate: job.endDate,
          startTime: job.startTime!,
          endTime: job.endTime!,
        },
        today,
      );
      const reasons = [...new Set(found.map((c) => c.reason))].filter(
        (r) => r !== 'pendingBooking',
      );
      if (reasons.length) out.set(job.id, reasons);
    }
  }
  return out;
}

/** The clash of a crew item as the status shown beside its own. */
const CLASH_STATUS: Record<BookingCollisionReason, PlanningStatus | null> = {
  doubleBooking: 'doubleBooking',
  pendingBooking: null,
  blockedDate: 'blockedDate',
  approvedVacation: 'vacationDay',
  requestedVacation: 'requestPending',
  sickDay: 'sickDay',
};

export type RowDisplay = {
  /** The colour and icon the row is drawn in. */
  status: PlanningStatus;
  /** Further statuses shown as marks beside it: what it clashes with, "has changed". */
  marks: PlanningStatus[];
};

/** The row's status as drawn: a double booking outranks its own confirmed or pending. */
export function displayOf(row: StatusRow & { id: number }, clashes: Clashes): RowDisplay {
  const base = baseStatusOf(row);
  const reasons = clashes.get(row.id) ?? [];
  const doubled = reasons.includes('doubleBooking');
  const marks = reasons
    .filter((r) => r !== 'doubleBooking')
    .map((r) => CLASH_STATUS[r])
    .filter((s): s is PlanningStatus => s !== null && s !== base);
  if (row.hasChanged) marks.push('hasChanged');
  return { status: doubled ? 'doubleBooking' : base, marks: [...new Set(marks)] };
}
