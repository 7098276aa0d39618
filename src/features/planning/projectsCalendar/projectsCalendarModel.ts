import dayjs from 'dayjs';
import type { Project } from '../../../db/db';

export type ProjectStatus = Project['status'];

/** SPEC §4's project statuses, in the order the legend and a day's list show them. */
export const PROJECT_STATUSES: readonly ProjectStatus[] = ['confirmed', 'quoted', 'designClient'];

/** The two ways the projects calendar shows a stretch of time (SPEC §2 /projects-calendar). */
export const CALENDAR_VIEWS = ['month', 'week'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** What the URL keeps: the view and the chosen day (which also picks the month or week). */
export type CalendarQuery = { view: CalendarView; date: string };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD ("2026-02-30" is not one). */
export function isIsoDay(value: unknown): value is string {
  return (
    typeof value === 'string' && ISO_DAY.test(value) && dayjs(value).format('YYYY-MM-DD') === value
  );
}

/**
 * The URL's view and day, checked: an unknown view is the month, and an invalid date is
 * ignored in favour of today (SPEC §5).
 */
export function parseCalendarQuery(
  search: { view?: unknown; date?: unknown },
  today: string,
): CalendarQuery {
  const view = CALENDAR_VIEWS.find((v) => v === search.view) ?? 'month';
  return { view, date: isIsoDay(search.date) ? search.date : today };
}

export type DayRange = { from: string; to: string };

/** The month of `date`, first to last day. */
export function monthOf(date: string): DayRange {
  const d = dayjs(date);
  return {
    from: d.startOf('month').format('YYYY-MM-DD'),
    to: d.endOf('month').format('YYYY-MM-DD'),
  };
}

/** The week of `date`, Monday to Sunday (the planner's working week, in every language). */
export function weekOf(date: string): DayRange {
  const d = dayjs(date);
  const monday = d.subtract((d.day() + 6) % 7, 'day');
  return { from: monday.format('YYYY-MM-DD'), to: monday.add(6, 'day').format('YYYY-MM-DD') };
}

export const rangeOf = (q: CalendarQuery): DayRange =>
  q.view === 'month' ? monthOf(q.date) : weekOf(q.date);

/**
 * The day one month or one week before (-1) or after (+1). A month step keeps the day of the
 * month where it can (31 Jan + 1 month is 28 or 29 Feb).
 */
export function stepDate(q: CalendarQuery, delta: -1 | 1): string {
  return dayjs(q.date)
    .add(delta, q.view === 'month' ? 'month' : 'week')
    .format('YYYY-MM-DD');
}

/** Every day of the range, in order. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let d = dayjs(range.from); d.format('YYYY-MM-DD') <= range.to; d = d.add(1, 'day')) {
    days.push(d.format('YYYY-MM-DD'));
  }
  return days;
}

/**
 * Internal sickness and vacation projects hold people's absences, not work for a client:
 * they are no project on this calendar (SPEC §9 keeps them out of project lists too).
 */
export const isCalendarProject = (p: Pick<Project, 'internalKind'>): boolean => !p.internalKind;

const STATUS_ORDER = new Map<ProjectStatus, number>(PROJECT_STATUSES.map((s, i) => [s, i]));

/** Within a day: confirmed first, then quoted, then design client; then by number. */
function byStatusThenNumber(a: Project, b: Project): number {
  return (
    STATUS_ORDER.get(a.status)! - STATUS_ORDER.get(b.status)! ||
    a.number.localeCompare(b.number, 'en', { numeric: true })
  );
}

/**
 * The projects running on each day of the range (a project shows on every day from its begin
 * to its end). Days without projects are absent. One pass over the table, so a month or week
 * switch over thousands of projects stays a few milliseconds.
 */
export function projectsByDay(
  projects: readonly Project[],
  range: DayRange,
): Map<string, Project[]> {
  const days = daysOf(range);
  const indexOf = new Map(days.map((d, i) => [d, i]));
  const byDay = new Map<string, Project[]>();
  for (const p of projects) {
    if (!isCalendarProject(p) || p.beginDate > range.to || p.endDate < range.from) continue;
    const first = indexOf.get(p.beginDate > range.from ? p.beginDate : range.from) ?? 0;
    const last = indexOf.get(p.endDate < range.to ? p.endDate : range.to) ?? days.length - 1;
    for (let i = first; i <= last; i++) {
      const day = days[i]!;
      const list = byDay.get(day);
      if (list) list.push(p);
      else byDay.set(day, [p]);
    }
  }
  for (const list of byDay.values()) list.sort(byStatusThenNumber);
  return byDay;
}

export type StatusCounts = Record<ProjectStatus, number>;

/** How many of a day's projects have each status (the grid's marks and its spoken label). */
export function statusCounts(projects: readonly Project[] | undefined): StatusCounts {
  const counts: StatusCounts = { confirmed: 0, quoted: 0, designClient: 0 };
  for (const p of projects ?? []) counts[p.status] += 1;
  return counts;
}
