import * as v from 'valibot';
import { entityId, isoDate, listOf, int, versioned } from './common';
import { dottedToIso, projectTodoInputSchema } from './projectTodoRules';

/*
 * The planner's to-do calendar (issue 14, SPEC §3 Activity, §7 /activities, §9): ONE set of
 * schemas for the app and the server. A new to-do takes the project to-do's rules (caption,
 * note, DD.MM.YYYY due date, priority) and adds the type and the recipient.
 */

/** GET /activityTypes: the kinds of activity; `todo` ones can be created as to-dos. */
export const activityTypeSchema = v.object({
  ...versioned.entries,
  code: v.string(),
  name: v.string(),
  todo: v.boolean(),
});
export type ActivityType = v.InferOutput<typeof activityTypeSchema>;
export const activityTypeListSchema = listOf(activityTypeSchema);

/** GET /activityRecipients: the tenant's planners, whom a to-do may be given to. */
export const activityRecipientSchema = v.object({
  ...versioned.entries,
  name: v.string(),
});
export type ActivityRecipient = v.InferOutput<typeof activityRecipientSchema>;
export const activityRecipientListSchema = listOf(activityRecipientSchema);

/** A to-do as GET /activities answers it: the planner's own and those he created. */
export const todoActivitySchema = v.object({
  ...versioned.entries,
  type: v.string(),
  caption: v.string(),
  body: v.nullable(v.string()),
  /** DD.MM.YYYY (SPEC §9); null for an activity that never had one. */
  dueDate: v.nullable(v.string()),
  priority: v.nullable(int),
  recipientId: v.nullable(int),
  recipientName: v.nullable(v.string()),
  creatorId: v.nullable(int),
  creatorName: v.nullable(v.string()),
  done: v.boolean(),
  /** When it was marked done (ISO instant), null while open. */
  doneAt: v.nullable(v.string()),
  /** The project a project to-do belongs to (issue 13's to-dos), else null. */
  projectNumber: v.nullable(v.string()),
  projectName: v.nullable(v.string()),
  createdAt: v.string(),
});
export type TodoActivity = v.InferOutput<typeof todoActivitySchema>;
export const todoActivityListSchema = listOf(todoActivitySchema);

/** POST /activities: a to-do for a planner (the creator unless another is chosen). */
export const todoCreateSchema = v.object({
  ...projectTodoInputSchema.entries,
  type: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(60)),
  recipientId: entityId,
});
export type TodoCreateInput = v.InferInput<typeof todoCreateSchema>;
export type TodoCreate = v.InferOutput<typeof todoCreateSchema>;

/** POST /activities/{id}: mark done or open again, give to another planner, move the day. */
export const todoUpdateSchema = v.pipe(
  v.strictObject({
    done: v.optional(v.boolean()),
    recipientId: v.optional(entityId),
    dueDate: v.optional(projectTodoInputSchema.entries.dueDate),
  }),
  v.check((value) => Object.keys(value).length > 0, 'nothing to change'),
);
export type TodoUpdate = v.InferInput<typeof todoUpdateSchema>;

/** GET /activities query: a due-date window and the done state, each optional. */
export const todoQuerySchema = v.object({
  from: v.optional(isoDate),
  to: v.optional(isoDate),
  done: v.optional(v.picklist(['true', 'false'])),
});

/** A to-do's due day as YYYY-MM-DD, or null when it has none (or an unreadable one). */
export const todoDueIso = (t: Pick<TodoActivity, 'dueDate'>): string | null =>
  t.dueDate ? dottedToIso(t.dueDate) : null;
