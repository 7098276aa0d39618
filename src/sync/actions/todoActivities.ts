import * as v from 'valibot';
import {
  todoCreateSchema,
  type TodoActivity,
  type TodoCreateInput,
} from '../../api/schemas/todoActivities';
import { db } from '../../db/db';
import { notifyEnqueued, outboxRecord } from '../outbox/enqueue';
import { localEntityId } from '../outbox/ids';
import { entityTarget } from '../outbox/targets';
import type { OutboxKind } from '../resources';

/*
 * The planner's to-do actions (issue 14): create, mark done or open again, give to another
 * planner. Each changes the local row at once (pending badge) and queues its request in ONE
 * transaction; the to-do's version goes as If-Match, so a change made meanwhile on another
 * device comes back as a conflict naming who made it. Discarding the queued change puts the
 * row back (undo.ts).
 */

// The screens use the same rules and defaults as the server: one schema, no copies.
export { todoDueIso } from '../../api/schemas/todoActivities';
export type { TodoCreateInput } from '../../api/schemas/todoActivities';
export {
  TODO_FIELD_RULES,
  TODO_PRIORITIES,
  dottedToIso,
  todoDefaults,
} from '../../api/schemas/projectTodoRules';
export { issueField } from '../../api/schemas/issues';

const BASE = '/activities';

async function ownerId(): Promise<string> {
  const session = await db.session.get('current');
  if (!session) throw new Error('Not logged in');
  return session.ownerId;
}

const nameOf = async (personId: number) =>
  (await db.activityRecipients.get(personId))?.name ?? null;

/**
 * A new to-do (SPEC §9 defaults come from the form); answers its local id. Invalid input
 * throws the schema's v.ValiError, whose issues name the fields.
 */
export async function createTodo(
  input: TodoCreateInput,
  me: number,
  now = new Date(),
): Promise<number> {
  const valid = v.parse(todoCreateSchema, input);
  const id = localEntityId();
  await db.transaction(
    'rw',
    [db.session, db.todoActivities, db.activityRecipients, db.outbox],
    async () => {
      const owner = await ownerId();
      const row: TodoActivity = {
        id,
        version: 1,
        type: valid.type,
        caption: valid.caption,
        body: valid.body || null,
        dueDate: valid.dueDate,
        priority: valid.priority,
        recipientId: valid.recipientId,
        recipientName: await nameOf(valid.recipientId),
        creatorId: me,
        creatorName: await nameOf(me),
        done: false,
        doneAt: null,
        projectNumber: null,
        projectName: null,
        createdAt: now.toISOString(),
      };
      await db.todoActivities.add(row);
      await db.outbox.add(
        outboxRecord(owner, {
          kind: 'todo.create',
          method: 'POST',
          path: BASE,
          body: { ...valid, body: valid.body || null },
          entity: { table: 'todoActivities', id },
          baseVersion: null,
          undo: [{ table: 'todoActivities', id, row: null }],
        }),
      );
    },
  );
  notifyEnqueued();
  return id;
}

async function queueChange(
  id: number,
  kind: OutboxKind,
  body: { done?: boolean; recipientId?: number },
  change: (todo: TodoActivity) => Promise<Partial<TodoActivity>>,
): Promise<void> {
  await db.transaction(
    'rw',
    [db.session, db.todoActivities, db.activityRecipients, db.outbox],
    async () => {
      const owner = await ownerId();
      const todo = await db.todoActivities.get(id);
      if (!todo) throw new Error('ToDo not found');
      const target = await entityTarget('todoActivities', BASE, id);
      await db.outbox.add(
        outboxRecord(owner, {
          kind,
          method: 'POST',
          path: target.path,
          body,
          entity: { table: 'todoActivities', id },
          baseVersion: id > 0 ? todo.version : null,
          dependsOn: target.dependsOn,
          undo: [{ table: 'todoActivities', id, row: todo }],
        }),
      );
      await db.todoActivities.update(id, await change(todo));
    },
  );
  notifyEnqueued();
}

/** Marks the to-do done (or open again with `done` false). */
export async function setTodoDone(id: number, done: boolean, now = new Date()): Promise<void> {
  await queueChange(id, done ? 'todo.done' : 'todo.reopen', { done }, () =>
    Promise.resolve({ done, doneAt: done ? now.toISOString() : null }),
  );
}

/** Gives the to-do to another of the tenant's planners. */
export async function reassignTodo(id: number, recipientId: number): Promise<void> {
  await queueChange(id, 'todo.reassign', { recipientId }, async () => ({
    recipientId,
    recipientName: await nameOf(recipientId),
  }));
}
