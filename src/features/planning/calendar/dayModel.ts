import type { PlanningCalendarItem } from '../../../db/db';
import {
  clashesOf,
  displayOf,
  type Clashes,
  type PlanningStatus,
  type RowDisplay,
} from '../../../sync/planningCalendar';
import type { PlanningGrouping } from './planningSearch';

export type ShownRow = PlanningCalendarItem & { display: RowDisplay };
type PlanningItemKind = PlanningCalendarItem['kind'];

/**
 * The month's rows with their status as drawn. The clashes are found over ALL of the month's
 * rows, before any filter, so a double booking across two functions still shows when the
 * planner looks at one function.
 */
export function withDisplay(
  rows: readonly PlanningCalendarItem[],
  today: string,
  clashes = clashesOf(rows, today),
): ShownRow[] {
  return rows.map((r) => ({ ...r, display: displayOf(r, clashes) }));
}

/** Clashes found per month read (the same array while the table does not change) and day. */
const clashesKept = new WeakMap<
  readonly PlanningCalendarItem[],
  { today: string; clashes: Clashes }
>();

/**
 * The clashes of a month's rows, found once per read: a month read ahead has them ready
 * before the planner switches to it (finding them in 5,000 rows takes tens of ms).
 */
export function clashesOfMonth(rows: readonly PlanningCalendarItem[], today: string): Clashes {
  const kept = clashesKept.get(rows);
  if (kept?.today === today) return kept.clashes;
  const clashes = clashesOf(rows, today);
  clashesKept.set(rows, { today, clashes });
  return clashes;
}

export type PlanningFilter = { person?: number; fn?: string };

/** Rows of the chosen person and function; bank holidays are everyone's and always show. */
export function filterRows<T extends PlanningCalendarItem>(
  rows: readonly T[],
  f: PlanningFilter,
): readonly T[] {
  // No filter: the same array, so what is kept per array (the month's counts) is found again.
  if (f.person === undefined && f.fn === undefined) return rows;
  return rows.filter(
    (r) =>
      r.kind === 'bankHoliday' ||
      ((f.person === undefined || r.personId === f.person) &&
        (f.fn === undefined || r.functionName === f.fn)),
  );
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO time, not a text
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
const isoOf = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);

export type DaySummary = Map<PlanningStatus, number>;

/**
 * Per day of the window: how many rows of each status (marks included) it holds. A month has
 * thousands of rows over a few dozen dates, so each date is parsed and each day named once.
 */
export function summariseDays(
  rows: readonly ShownRow[],
  from: string,
  to: string,
): Map<string, DaySummary> {
  const first = dayNumber(from);
  const last = dayNumber(to);
  const parsed = new Map<string, number>();
  const numberOf = (iso: string) => {
    let n = parsed.get(iso);
    if (n === undefined) parsed.set(iso, (n = dayNumber(iso)));
    return n;
  };
  const perDay: (DaySummary | undefined)[] = [];
  for (const r of rows) {
    const a = Math.max(first, numberOf(r.startDate));
    const b = Math.min(last, numberOf(r.endDate));
    for (let d = a; d <= b; d++) {
      const summary = (perDay[d - first] ??= new Map<PlanningStatus, number>());
      summary.set(r.display.status, (summary.get(r.display.status) ?? 0) + 1);
      for (const m of r.display.marks) summary.set(m, (summary.get(m) ?? 0) + 1);
    }
  }
  const out = new Map<string, DaySummary>();
  perDay.forEach((summary, i) => {
    if (summary) out.set(isoOf(first + i), summary);
  });
  return out;
}

/**
 * A group of the chosen day. `kind` is set on a group of one kind of row that has no name of
 * its own (title empty: the screen names it): the bank holidays, and, per function, the
 * blocked dates, vacations and sick days, which belong to no function.
 */
export type DayGroup = {
  key: string;
  title: string;
  kind: Exclude<PlanningItemKind, 'crewItem'> | null;
  personId: number | null;
  rows: ShownRow[];
};

/** Per function, a row of these kinds goes to its kind's group. */
const KIND_GROUPED = new Set<PlanningItemKind>(['blockDate', 'vacation', 'sickDay']);

const kindOf = (
  r: ShownRow,
  grouping: PlanningGrouping,
): Exclude<PlanningItemKind, 'crewItem'> | null =>
  r.kind === 'bankHoliday' || (grouping === 'function' && KIND_GROUPED.has(r.kind))
    ? (r.kind as Exclude<PlanningItemKind, 'crewItem'>)
    : null;

/** Bank holidays first, then the named groups by name, then the other kinds' groups. */
const RANK = (g: DayGroup) => (g.kind === 'bankHoliday' ? 0 : g.kind === null ? 1 : 2);

/**
 * The chosen day's rows in groups, per person or per function, each group by name and its rows
 * by start time. Bank holidays come first in a group of their own; per function, blocked
 * dates, vacations and sick days (no function of their own) come last, a group per kind.
 */
export function groupDay(
  rows: readonly ShownRow[],
  day: string,
  grouping: PlanningGrouping,
): DayGroup[] {
  const onDay = rows.filter((r) => r.startDate <= day && r.endDate >= day);
  const groups = new Map<string, DayGroup>();
  for (const r of onDay) {
    const kind = kindOf(r, grouping);
    const key =
      kind === 'bankHoliday'
        ? 'holiday'
        : kind !== null
          ? `k:${kind}`
          : grouping === 'person'
            ? `p:${r.personId ?? 0}`
            : `f:${r.functionName ?? ''}`;
    let g = groups.get(key);
    if (!g) {
      g = {
        key,
        title: kind !== null ? '' : ((grouping === 'person' ? r.personName : r.functionName) ?? ''),
        kind,
        personId: grouping === 'person' ? r.personId : null,
        rows: [],
      };
      groups.set(key, g);
    }
    g.rows.push(r);
  }
  const list = [...groups.values()];
  for (const g of list) {
    g.rows.sort(
      (a, b) =>
        (a.startTime ?? '').localeCompare(b.startTime ?? '') ||
        (a.projectNumber ?? '').localeCompare(b.projectNumber ?? '') ||
        a.id - b.id,
    );
  }
  return list.sort(
    (a, b) => RANK(a) - RANK(b) || a.title.localeCompare(b.title) || a.key.localeCompare(b.key),
  );
}

/** The people and functions of the month, for the filters, by name. */
export function choicesOf(rows: readonly PlanningCalendarItem[]) {
  const people = new Map<number, string>();
  const functions = new Set<string>();
  for (const r of rows) {
    if (r.personId !== null && r.personName) people.set(r.personId, r.personName);
    if (r.kind === 'crewItem' && r.functionName) functions.add(r.functionName);
  }
  return {
    people: [...people]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    functions: [...functions].sort((a, b) => a.localeCompare(b)),
  };
}
