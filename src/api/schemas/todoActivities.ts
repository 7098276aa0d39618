import { z } from 'zod';
import { entityId, isoDate, listOf } from './common';
import { dottedToIso, projectTodoInputSchema } from './projectTodoRules';

/*
 * The planner's to-do calendar (issue 14, SPEC §3 Activity, §7 /activities, §9): ONE set of
 * schemas for the app and the server. A new to-do takes the project to-do's rules (caption,
 * note, DD.MM.YYYY due date, priority) and adds the type and the recipient.
 */

/** GET /activityTypes: the kinds of activity; `todo` ones can be created as to-dos. */
export const activityTypeSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  code: z.string(),
  name: z.string(),
  todo: z.boolean(),
});
export type ActivityType = z.infer<typeof activityTypeSchema>;
export const activityTypeListSchema = listOf(activityTypeSchema);

/** GET /activityRecipients: the tenant's planners, whom a to-do may be given to. */
export const activityRecipientSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  name: z.string(),
});
export type ActivityRecipient = z.infer<typeof activityRecipientSchema>;
export const activityRecipientListSchema = listOf(activityRecipientSchema);

/** A to-do as GET /activities answers it: the planner's own and those he created. */
export const todoActivitySchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  type: z.string(),
  caption: z.string(),
  body: z.string().nullable(),
  /** DD.MM.YYYY (SPEC §9); null for an activity that never had one. */
  dueDate: z.string().nullable(),
  priority: z.number().int().nullable(),
  recipientId: z.number().int().nullable(),
  recipientName: z.string().nullable(),
  creatorId: z.number().int().nullable(),
  creatorName: z.string().nullable(),
  done: z.boolean(),
  /** When it was marked done (ISO instant), null while open. */
  doneAt: z.string().nullable(),
  /** The project a project to-do belongs to (issue 13's to-dos), else null. */
  projectNumber: z.string().nullable(),
  projectName: z.string().nullable(),
  createdAt: z.string(),
});
export type TodoActivity = z.infer<typeof todoActivitySchema>;
export const todoActivityListSchema = listOf(todoActivitySchema);

/** POST /activities: a to-do for a planner (the creator unless another is chosen). */
export const todoCreateSchema = projectTodoInputSchema.extend({
  type: z.string().trim().min(1, 'required').max(60),
  recipientId: entityId,
});
export type TodoCreateInput = z.input<typeof todoCreateSchema>;
export type TodoCreate = z.output<typeof todoCreateSchema>;

/** POST /activities/{id}: mark done or open again, give to another planner, move the day. */
export const todoUpdateSchema = z
  .object({
    done: z.boolean().optional(),
    recipientId: entityId.optional(),
    dueDate: projectTodoInputSchema.shape.dueDate.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');
export type TodoUpdate = z.input<typeof todoUpdateSchema>;

/** GET /activities query: a due-date window and the done state, each optional. */
export const todoQuerySchema = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  done: z.enum(['true', 'false']).optional(),
});

/** A to-do's due day as YYYY-MM-DD, or null when it has none (or an unreadable one). */
export const todoDueIso = (t: Pick<TodoActivity, 'dueDate'>): string | null =>
  t.dueDate ? dottedToIso(t.dueDate) : null;
