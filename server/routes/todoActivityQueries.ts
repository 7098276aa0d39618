import type { TodoActivity } from '../../src/api/schemas/todoActivities';
import type { SQL } from 'drizzle-orm';
import { sql, type Db } from '../db/connect';
import { apiError } from '../http/errors';
import { LOGIN_TYPES } from '../rights';

/** The to-do as the app reads it: recipient and creator by name, its project when it has one. */
const TODO = sql`a.id, a.version, a.type, a.caption, a.body,
  a.parameters->>'dueDate' AS "dueDate", (a.parameters->>'priority')::int AS priority,
  COALESCE(a.recipient_id, a.person_id) AS "recipientId", rp.name AS "recipientName",
  a.person_id AS "creatorId", cp.name AS "creatorName",
  a.done_at IS NOT NULL AS done,
  to_char(a.done_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "doneAt",
  p.number AS "projectNumber", p.name AS "projectName",
  to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"`;

/*
 * A project to-do of issue 13 has no recipient: it is its creator's. Only activities of a
 * to-do type are to-dos (a LOG is a record of what happened, not a task).
 */
const TODO_FROM = sql`FROM activities a
  LEFT JOIN persons rp ON rp.id = COALESCE(a.recipient_id, a.person_id)
  LEFT JOIN persons cp ON cp.id = a.person_id
  LEFT JOIN projects p ON a.entity_type = 'project' AND p.id = a.entity_id
  WHERE a.type IN (SELECT code FROM activity_types WHERE todo)`;

/** The planner's to-dos: given to him, or created by him for someone else. */
const mine = (me: number) =>
  sql`(COALESCE(a.recipient_id, a.person_id) = ${me} OR a.person_id = ${me})`;

/** At most this many in one answer; the app asks for a window (SPEC §9 lists stop at 1000s). */
export const TODO_LIST_MAX = 5000;

export type TodoFilter = { from?: string; to?: string; done?: 'true' | 'false' };

export function todosOf(db: Db, me: number, filter: TodoFilter): Promise<TodoActivity[]> {
  const due = sql`to_date(a.parameters->>'dueDate', 'DD.MM.YYYY')`;
  const parts: SQL[] = [mine(me)];
  if (filter.from) parts.push(sql`${due} >= ${filter.from}::date`);
  if (filter.to) parts.push(sql`${due} <= ${filter.to}::date`);
  if (filter.done)
    parts.push(filter.done === 'true' ? sql`a.done_at IS NOT NULL` : sql`a.done_at IS NULL`);
  return db.rows<TodoActivity>(sql`SELECT ${TODO} ${TODO_FROM} AND ${sql.join(parts, sql` AND `)}
    ORDER BY ${due} NULLS LAST, (a.parameters->>'priority')::int NULLS LAST, a.id
    LIMIT ${TODO_LIST_MAX}`);
}

/** One of the planner's to-dos, or 404: another planner's to-do is none of his business. */
export async function todoOf(db: Db, me: number, id: number): Promise<TodoActivity> {
  const row = await db.one<TodoActivity>(
    sql`SELECT ${TODO} ${TODO_FROM} AND a.id = ${id} AND ${mine(me)}`,
  );
  if (!row) throw apiError(404, 'not_found', 'ToDo not found');
  return row;
}

/**
 * A to-do by id whoever's it is: the answer to a write, which may just have given it away
 * (the caller checked it was his before writing).
 */
export async function todoById(db: Db, id: number): Promise<TodoActivity> {
  const row = await db.one<TodoActivity>(sql`SELECT ${TODO} ${TODO_FROM} AND a.id = ${id}`);
  if (!row) throw apiError(404, 'not_found', 'ToDo not found');
  return row;
}

/** The tenant's planners: whom a to-do can be given to. */
export function plannersOf(db: Db): Promise<{ id: number; version: number; name: string }[]> {
  return db.rows(sql`SELECT id, version, name FROM persons
    WHERE login_types @> ${JSON.stringify([LOGIN_TYPES.planner])}::jsonb ORDER BY name, id`);
}

/** 400 on the field when the recipient is not one of the tenant's planners. */
export async function requirePlanner(db: Db, personId: number): Promise<void> {
  const row = await db.one(sql`SELECT id FROM persons WHERE id = ${personId}
    AND login_types @> ${JSON.stringify([LOGIN_TYPES.planner])}::jsonb`);
  if (!row) {
    throw apiError(400, 'invalid_input', 'The request has invalid fields', {
      fields: { recipientId: 'not a planner' },
    });
  }
}

/** 400 on the field unless `code` is a type a to-do can have. */
export async function requireTodoType(db: Db, code: string): Promise<void> {
  const row = await db.one(sql`SELECT id FROM activity_types WHERE code = ${code} AND todo`);
  if (!row) {
    throw apiError(400, 'invalid_input', 'The request has invalid fields', {
      fields: { type: 'not a to-do type' },
    });
  }
}
