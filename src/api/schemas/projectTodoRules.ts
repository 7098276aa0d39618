import * as v from 'valibot';
import { isRealDate, text } from './common';

/** SPEC §9: a project to-do is an activity of type TODO_INT. */
export const TODO_TYPE = 'TODO_INT';
/** SPEC §9: priority 1 unless the planner picks another. */
export const TODO_DEFAULT_PRIORITY = 1;
export const TODO_PRIORITIES = [1, 2, 3] as const;
export const TODO_CAPTION_MAX = 200;
export const TODO_BODY_MAX = 2000;

/** The free-text fields' limits, for the form's counters (useTextLimit) and the schema. */
export const TODO_FIELD_RULES = { caption: text(TODO_CAPTION_MAX), body: text(TODO_BODY_MAX) };

const DOTTED = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** `DD.MM.YYYY` (SPEC §9) as `YYYY-MM-DD`, or null when it is not a real day. */
export function dottedToIso(value: string): string | null {
  const match = DOTTED.exec(value.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isRealDate(iso) ? iso : null;
}

/** `YYYY-MM-DD` as SPEC §9's `DD.MM.YYYY`. */
export function isoToDotted(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

/** SPEC §9: a to-do is due one day after `todayIso` unless the planner says otherwise. */
export function todoDefaultDueDate(todayIso: string): string {
  const [y, m, d] = todayIso.split('-').map(Number);
  const due = new Date(Date.UTC(y!, m! - 1, d! + 1));
  return isoToDotted(due.toISOString().slice(0, 10));
}

/**
 * A new project to-do as the app sends it and the server parses it: one schema for both, so
 * the form's field messages are the server's rules. The due date is DD.MM.YYYY (SPEC §9).
 */
export const projectTodoInputSchema = v.object({
  caption: v.pipe(TODO_FIELD_RULES.caption, v.trim(), v.minLength(1, 'required')),
  body: v.nullable(v.pipe(TODO_FIELD_RULES.body, v.trim())),
  dueDate: v.pipe(
    v.string(),
    v.check((value) => dottedToIso(value) !== null, 'expected a real date as DD.MM.YYYY'),
    v.trim(),
  ),
  priority: v.union([v.literal(1), v.literal(2), v.literal(3)]),
});
export type ProjectTodoInput = v.InferInput<typeof projectTodoInputSchema>;

/** The fields of a new to-do before the planner types anything (SPEC §9 defaults). */
export function todoDefaults(todayIso: string): ProjectTodoInput {
  return {
    caption: '',
    body: null,
    dueDate: todoDefaultDueDate(todayIso),
    priority: TODO_DEFAULT_PRIORITY,
  };
}
