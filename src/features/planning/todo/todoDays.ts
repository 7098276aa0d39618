import type { TodoActivity } from '../../../db/db';
import { todoDueIso } from '../../../sync/actions/todoActivities';

/*
 * The to-do calendar's pure rules (issue 14): which month and day the URL names, which
 * to-dos fall on a day, which are overdue or have no date, and the counts on the grid.
 * Table-tested in todoDays.test.ts.
 */

export type TodoGroups = {
  /** Open to-dos due before today, oldest first. */
  overdue: TodoActivity[];
  /** To-dos with no (readable) due date. */
  noDate: TodoActivity[];
  /** Every to-do with a due date, by its day (YYYY-MM-DD). */
  byDay: Map<string, TodoActivity[]>;
};

export type DayCount = { open: number; done: number };

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM` from the URL, or the month of `todayIso` when it is absent or not a month. */
export function monthOf(raw: unknown, todayIso: string): string {
  return typeof raw === 'string' && MONTH.test(raw) ? raw : todayIso.slice(0, 7);
}

/**
 * The chosen day: the URL's when it lies in `month`, else today when today does, else the
 * month's first day (a month switch lands on a day that is shown).
 */
export function dayOf(raw: unknown, month: string, todayIso: string): string {
  if (typeof raw === 'string' && DAY.test(raw) && raw.startsWith(`${month}-`)) return raw;
  return todayIso.startsWith(`${month}-`) ? todayIso : `${month}-01`;
}

/** The month before or after `month` (YYYY-MM). */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y!, m! - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/** Open first, then by priority (1 first), then by caption: what to do next on top. */
export function compareTodos(a: TodoActivity, b: TodoActivity): number {
  return (
    Number(a.done) - Number(b.done) ||
    (a.priority ?? 9) - (b.priority ?? 9) ||
    a.caption.localeCompare(b.caption) ||
    a.id - b.id
  );
}

export function groupTodos(todos: readonly TodoActivity[], todayIso: string): TodoGroups {
  const groups: TodoGroups = { overdue: [], noDate: [], byDay: new Map() };
  for (const todo of todos) {
    const due = todoDueIso(todo);
    if (due === null) {
      groups.noDate.push(todo);
      continue;
    }
    if (!todo.done && due < todayIso) groups.overdue.push(todo);
    const day = groups.byDay.get(due);
    if (day) day.push(todo);
    else groups.byDay.set(due, [todo]);
  }
  for (const list of groups.byDay.values()) list.sort(compareTodos);
  groups.noDate.sort(compareTodos);
  groups.overdue.sort(
    (a, b) => (todoDueIso(a) ?? '').localeCompare(todoDueIso(b) ?? '') || compareTodos(a, b),
  );
  return groups;
}

/** Open and done to-dos per day of `month` (YYYY-MM): the marks on the grid. */
export function monthCounts(byDay: TodoGroups['byDay'], month: string): Map<string, DayCount> {
  const counts = new Map<string, DayCount>();
  for (const [day, list] of byDay) {
    if (!day.startsWith(`${month}-`)) continue;
    const done = list.filter((t) => t.done).length;
    counts.set(day, { open: list.length - done, done });
  }
  return counts;
}
