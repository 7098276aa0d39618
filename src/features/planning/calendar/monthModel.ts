import type { PlanningCalendarItem } from '../../../db/db';
import type { ItemChanges } from '../../../app/changes/foldChanges';
import { choicesOf, clashesOfMonth, summariseDays, withDisplay, type ShownRow } from './dayModel';

/**
 * The work a month switch would otherwise redo over thousands of rows, kept per month read
 * (the same array while the table does not change). A month read ahead gets it done before
 * the planner switches to it, so the switch only draws.
 */
const shownKept = new WeakMap<
  readonly PlanningCalendarItem[],
  { today: string; rows: ShownRow[] }
>();
const choicesKept = new WeakMap<readonly PlanningCalendarItem[], MonthChoices>();
const daysKept = new WeakMap<
  readonly ShownRow[],
  { from: string; days: ReturnType<typeof summariseDays> }
>();

export type MonthChoices = {
  people: { value: string; label: string }[];
  functions: string[];
};

/**
 * The rows with the "has changed" flag where the planner has not looked yet: the read itself
 * (same array) when none of them has, which is the common case.
 */
export function markChanged(
  read: readonly PlanningCalendarItem[],
  changed: ReadonlyMap<number, ItemChanges>,
): readonly PlanningCalendarItem[] {
  const unseen = new Set<number>();
  for (const [id, c] of changed) if (c.unseen) unseen.add(id);
  if (unseen.size === 0) return read;
  const marked = read.map((r) =>
    r.kind === 'crewItem' && unseen.has(r.sourceId) ? { ...r, hasChanged: true } : r,
  );
  return marked.some((r, i) => r !== read[i]) ? marked : read;
}

/** The rows as drawn; clashes are found over the whole read (`read`), before any filter. */
export function shownOf(
  rows: readonly PlanningCalendarItem[],
  read: readonly PlanningCalendarItem[],
  today: string,
): ShownRow[] {
  const kept = shownKept.get(rows);
  if (kept?.today === today) return kept.rows;
  const shown = withDisplay(rows, today, clashesOfMonth(read, today));
  shownKept.set(rows, { today, rows: shown });
  return shown;
}

/** The people and functions of the month, as the filters offer them. */
export function choicesOfMonth(read: readonly PlanningCalendarItem[]): MonthChoices {
  const kept = choicesKept.get(read);
  if (kept) return kept;
  const { people, functions } = choicesOf(read);
  const choices = {
    people: people.map((p) => ({ value: String(p.id), label: p.name })),
    functions,
  };
  choicesKept.set(read, choices);
  return choices;
}

/** Per day of the month, its counts per status (see summariseDays). */
export function daysOf(
  rows: readonly ShownRow[],
  from: string,
  to: string,
): ReturnType<typeof summariseDays> {
  const kept = daysKept.get(rows);
  if (kept?.from === from) return kept.days;
  const days = summariseDays(rows, from, to);
  daysKept.set(rows, { from, days });
  return days;
}
