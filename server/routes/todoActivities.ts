import { Hono } from 'hono';
import {
  todoCreateSchema,
  todoQuerySchema,
  todoUpdateSchema,
} from '../../src/api/schemas/todoActivities';
import { sql } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { parseBody } from '../http/errors';
import { idOf } from '../http/ids';
import { allow, personIdOf } from '../http/policy';
import { checkNotedVersion, noteChange } from '../http/rowChanges';
import { idempotentWrite } from '../http/writes';
import {
  plannersOf,
  requirePlanner,
  requireTodoType,
  todoById,
  todoOf,
  todosOf,
} from './todoActivityQueries';

const ENTITY = 'activities';
const list = <T>(items: T[]) => ({ items, total: items.length });

/**
 * The planner's to-do calendar (issue 14; SPEC §7 "Activities and calendar"), all writes
 * with Idempotency-Key:
 * - GET  /activities?from&to&done        → {items: TodoActivity[]}: his own and those he created
 * - POST /activities                     {type, recipientId, caption, body, dueDate, priority} → 201
 * - POST /activities/{id}                {done?, recipientId?, dueDate?} If-Match → the to-do
 * - GET  /activityTypes, GET /activityRecipients (the tenant's planners)
 * A stale If-Match is 412 with the current to-do and who changed it; a change to what is
 * already stored (done twice, the same planner) answers the to-do unchanged, no conflict.
 * Planners with the toDoCalendar right only.
 */
export function todoActivityRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const planner = allow({ types: ['planner'], right: ['toDoCalendar'] });

  app.get('/activities', planner, async (c) => {
    const filter = parseBody(todoQuerySchema, c.req.query());
    return c.json(list(await todosOf(db, personIdOf(c.get('payload')), filter)));
  });

  app.get('/activityTypes', planner, async (c) =>
    c.json(
      list(
        await db.rows(sql`SELECT id, version, code, name, todo FROM activity_types ORDER BY id`),
      ),
    ),
  );

  app.get('/activityRecipients', planner, async (c) => c.json(list(await plannersOf(db))));

  app.post('/activities', planner, async (c) => {
    const me = personIdOf(c.get('payload'));
    const input = parseBody(todoCreateSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      await requireTodoType(tx, input.type);
      await requirePlanner(tx, input.recipientId);
      const parameters = {
        dueDate: input.dueDate,
        priority: input.priority,
        recipient: input.recipientId,
      };
      const row = await tx.one<{ id: number }>(sql`INSERT INTO activities
          (type, caption, body, parameters, person_id, recipient_id)
        VALUES (${input.type}, ${input.caption}, ${input.body || null},
          ${JSON.stringify(parameters)}::jsonb, ${me}, ${input.recipientId})
        RETURNING id`);
      await noteChange(tx, c, ENTITY, row!.id);
      return { status: 201, body: await todoOf(tx, me, row!.id) };
    });
  });

  app.post('/activities/:id{[0-9]+}', planner, async (c) => {
    const me = personIdOf(c.get('payload'));
    const id = idOf(c.req.param('id'), 'ToDo not found');
    const input = parseBody(todoUpdateSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const current = await todoOf(tx, me, id);
      const next = {
        done: input.done ?? current.done,
        recipientId: input.recipientId ?? current.recipientId,
        dueDate: input.dueDate ?? current.dueDate,
      };
      // Done twice, or given to whom it already is: what was asked is already so.
      if (
        next.done === current.done &&
        next.recipientId === current.recipientId &&
        next.dueDate === current.dueDate
      ) {
        return { status: 200, body: current };
      }
      await checkNotedVersion(c, tx, ENTITY, current);
      if (next.recipientId !== current.recipientId && next.recipientId !== null) {
        await requirePlanner(tx, next.recipientId);
      }
      await tx.run(sql`UPDATE activities SET
          done_at = CASE WHEN ${next.done} THEN COALESCE(done_at, now()) ELSE NULL END,
          recipient_id = ${next.recipientId},
          parameters = parameters || ${JSON.stringify({
            dueDate: next.dueDate,
            recipient: next.recipientId,
          })}::jsonb,
          version = version + 1
        WHERE id = ${id}`);
      await noteChange(tx, c, ENTITY, id);
      return { status: 200, body: await todoById(tx, id) };
    });
  });

  return app;
}
