import type { BlockDate, Job, VacationRequest } from '../../db/db';

/** What one entry is, for its colour (SPEC §4's personal-calendar colours). */
export type EntryKind =
  | 'blockedDate'
  | 'confirmedJob'
  | 'requestedJob'
  | 'requestedVacation'
  | 'approvedVacation'
  | 'requestedCrew';

/** A day's colour: one kind of entry, or several entries with or without overlap. */
export type DayColour = EntryKind | 'multiple' | 'overlap';

/** One thing in the personal calendar, whatever table it came from. */
export type CalendarEntry = {
  key: string;
  source: 'job' | 'blockDate' | 'vacation';
  id: number;
  kind: EntryKind;
  company: string | null;
  reason: string;
  startDate: string;
  endDate: string;
  /** HH:mm on the first day, or null for the start of the day. */
  beginTime: string | null;
  /** HH:mm on the last day, or null for the end of the day. */
  endTime: string | null;
  /** Jobs repeat their shift on each day; other entries run from begin to end. */
  daily: boolean;
};

const DAY = 24 * 60;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Jobs by status: a confirmed job; a job offered to the person and waiting for their
 * confirmation ("requested job"); a crew the person asked or applied to join ("requested crew").
 */
export function jobKind(status: Job['status']): EntryKind | null {
  switch (status) {
    case 'confirmed':
      return 'confirmedJob';
    case 'toConfirm':
      return 'requestedJob';
    case 'requested':
    case 'applied':
      return 'requestedCrew';
    default:
      return null;
  }
}

export function jobEntry(job: Job): CalendarEntry | null {
  const kind = jobKind(job.status);
  if (!kind) return null;
  return {
    key: `job:${job.id}`,
    source: 'job',
    id: job.id,
    kind,
    company: job.company,
    reason: `${job.projectName} · ${job.functionName}`,
    startDate: job.startDate,
    endDate: job.endDate,
    beginTime: job.startTime,
    endTime: job.endTime,
    daily: true,
  };
}

export function blockDateEntry(b: BlockDate): CalendarEntry {
  return {
    key: `blockDate:${b.id}`,
    source: 'blockDate',
    id: b.id,
    kind: 'blockedDate',
    company: null,
    reason: b.reason,
    startDate: b.startDate,
    endDate: b.endDate ?? b.startDate,
    beginTime: b.beginTime,
    endTime: b.endTime,
    daily: false,
  };
}

/** Declined requests take no time, so they are left out of the month. */
export function vacationEntry(v: VacationRequest): CalendarEntry | null {
  if (v.status === 'declined') return null;
  const single = v.startDate === v.endDate;
  const begin = v.firstDayHalf === 'afternoon' ? '12:00' : null;
  const end = single
    ? v.firstDayHalf === 'morning'
      ? '12:00'
      : null
    : v.lastDayHalf === 'morning'
      ? '12:00'
      : null;
  return {
    key: `vacation:${v.id}`,
    source: 'vacation',
    id: v.id,
    kind: v.status === 'approved' ? 'approvedVacation' : 'requestedVacation',
    company: null,
    reason: v.reason,
    startDate: v.startDate,
    endDate: v.endDate,
    beginTime: begin,
    endTime: end,
    daily: false,
  };
}

export function calendarEntries(
  jobs: readonly Job[],
  blockDates: readonly BlockDate[],
  vacations: readonly VacationRequest[],
): CalendarEntry[] {
  const all = [
    ...jobs.map(jobEntry),
    ...blockDates.map(blockDateEntry),
    ...vacations.map(vacationEntry),
  ].filter((e): e is CalendarEntry => e !== null);
  // ISO dates, HH:mm times and ASCII keys: plain comparison orders them, many times faster
  // than localeCompare over a thousand entries on every change.
  const cmp = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return all.sort(
    (a, b) =>
      cmp(a.startDate, b.startDate) ||
      cmp(a.beginTime ?? '', b.beginTime ?? '') ||
      cmp(a.key, b.key),
  );
}

export const coversDay = (e: Pick<CalendarEntry, 'startDate' | 'endDate'>, day: string) =>
  e.startDate <= day && day <= e.endDate;

/**
 * The minutes of `day` an entry takes, as [start, end). A night shift (end at or before its
 * start) runs past midnight: its end is counted on the same day's scale, beyond 24:00.
 */
export function rangeOn(e: CalendarEntry, day: string): [number, number] {
  if (e.daily) {
    const start = e.beginTime ? minutes(e.beginTime) : 0;
    let end = e.endTime ? minutes(e.endTime) : DAY;
    if (end <= start) end += DAY;
    return [start, end];
  }
  const start = day === e.startDate && e.beginTime ? minutes(e.beginTime) : 0;
  const end = day === e.endDate && e.endTime ? minutes(e.endTime) : DAY;
  return end > start ? [start, end] : [start, DAY];
}

/** Whether any two of the time ranges intersect (touching ends do not). */
export function hasOverlap(ranges: readonly (readonly [number, number])[]): boolean {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  let reach = -Infinity;
  for (const [start, end] of sorted) {
    if (start < reach) return true;
    reach = Math.max(reach, end);
  }
  return false;
}

export function entriesOn(entries: readonly CalendarEntry[], day: string): CalendarEntry[] {
  return entries.filter((e) => coversDay(e, day));
}

/** The colour of a day from the entries on it; null when the day is free. */
export function dayColour(entries: readonly CalendarEntry[], day: string): DayColour | null {
  const on = entriesOn(entries, day);
  if (on.length === 0) return null;
  if (on.length === 1) return on[0]!.kind;
  return hasOverlap(on.map((e) => rangeOn(e, day))) ? 'overlap' : 'multiple';
}
