import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from './db/connect';
import { SECOND_PLANNER } from './seed/todoActivities';
import { startTestServer, type TestServer } from './testkit';
import {
  activityRecipientListSchema,
  activityTypeListSchema,
  todoActivityListSchema,
  todoActivitySchema,
  type TodoActivity,
} from '../src/api/schemas/todoActivities';

/**
 * The to-do calendar's calls (issue 14): who may use them, what a planner sees (his own and
 * those he created), create, done, reassign, the conflict a stale version gets, and that a
 * repeated request is applied once. One server for the file (the seed's today: 2026-11-22).
 */
let s: TestServer;
const token = { planner: '', client: '', crew: '', office: '' };
let second = 0;
const PLANNER = 4;

beforeAll(async () => {
  s = await startTestServer();
  const login = (email: string) => s.login({ login: email, password: 'demo1234' });
  token.planner = await login('planner@demo.test');
  token.client = await login('client@demo.test');
  token.crew = await login('crew@demo.test');
  token.office = await login('office@demo.test');
  second = (await s.deps.db.one<{ id: number }>(
    sql`SELECT id FROM persons WHERE email = ${SECOND_PLANNER.email}`,
  ))!.id;
}, 60_000);

const get = (path: string, who: keyof typeof token = 'planner') =>
  s.call('GET', path, { token: token[who] });
const post = (
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  who: keyof typeof token = 'planner',
) => s.call('POST', path, { token: token[who], body, headers });
const todos = async (query = '') =>
  v.parse(todoActivityListSchema, await (await get(`/activities${query}`)).json()).items;
const fresh = (key: string) => ({ 'Idempotency-Key': `todo-test-${key}` });
const newTodo = {
  type: 'TODO_INT',
  recipientId: PLANNER,
  caption: 'Call the venue',
  body: null,
  dueDate: '23.11.2026',
  priority: 1,
};

describe('who may use the to-do calendar', () => {
  it.each([
    ['planner', 200],
    ['client', 403],
    ['crew', 403],
    ['office', 403],
  ] as const)('%s reading /activities answers %i', async (who, status) => {
    expect((await get('/activities', who)).status).toBe(status);
    expect((await get('/activityTypes', who)).status).toBe(status);
    expect((await post('/activities', newTodo, fresh(`rights-${who}`), who)).status).toBe(
      who === 'planner' ? 201 : 403,
    );
  });
});

describe('what a planner sees', () => {
  it('lists his own and those he gave away, not those between others', async () => {
    const all = await todos();
    expect(all.length).toBeGreaterThan(10);
    for (const t of all) expect([t.recipientId, t.creatorId]).toContain(PLANNER);
    expect(all.some((t) => t.recipientId === second && t.creatorId === PLANNER)).toBe(true);
    expect(all.some((t) => t.creatorId === second && t.recipientId === PLANNER)).toBe(true);
    // Issue 13's project to-dos are his too, with their project.
    expect(all.some((t) => t.projectNumber === 'P-24001')).toBe(true);
    // A LOG is not a to-do.
    expect(all.every((t) => t.type !== 'LOG')).toBe(true);
  });

  it.each([
    ['?from=2026-12-01&to=2026-12-31', (t: TodoActivity) => /\.12\.2026$/.test(t.dueDate!)],
    ['?done=true', (t: TodoActivity) => t.done],
    ['?done=false', (t: TodoActivity) => !t.done],
  ])('%s keeps only matching to-dos', async (query, keep) => {
    const rows = await todos(query);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every(keep)).toBe(true);
  });

  it('refuses an unreadable window on its field', async () => {
    const res = await get('/activities?from=18.11.2026');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: object }).fields).toHaveProperty('from');
  });

  it('offers the to-do types and the tenant planners', async () => {
    const types = v.parse(activityTypeListSchema, await (await get('/activityTypes')).json());
    expect(types.items.filter((t) => t.todo).map((t) => t.code)).toContain('TODO_INT');
    expect(types.items.find((t) => t.code === 'LOG')?.todo).toBe(false);
    const people = v.parse(
      activityRecipientListSchema,
      await (await get('/activityRecipients')).json(),
    );
    expect(people.items.map((p) => p.id).sort()).toEqual([PLANNER, second].sort());
  });
});

describe('create', () => {
  it('is applied once however often it is sent', async () => {
    const before = (await todos()).length;
    const first = await post('/activities', newTodo, fresh('once'));
    const again = await post('/activities', newTodo, fresh('once'));
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    const a = v.parse(todoActivitySchema, await first.json());
    const b = v.parse(todoActivitySchema, await again.json());
    expect(b.id).toBe(a.id);
    expect(a).toMatchObject({ caption: 'Call the venue', dueDate: '23.11.2026', done: false });
    expect((await todos()).length).toBe(before + 1);
  });

  it.each([
    [{ ...newTodo, caption: ' ' }, 'caption'],
    [{ ...newTodo, dueDate: '31.11.2026' }, 'dueDate'],
    [{ ...newTodo, priority: 4 }, 'priority'],
    [{ ...newTodo, type: 'LOG' }, 'type'],
    [{ ...newTodo, recipientId: 1 }, 'recipientId'],
  ])('%j is refused on %s', async (body, field) => {
    const res = await post('/activities', body, fresh(`bad-${field}`));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: object }).fields).toHaveProperty(field);
  });
});

describe('done, reassign, conflicts', () => {
  const create = async (key: string) =>
    v.parse(
      todoActivitySchema,
      await (await post('/activities', { ...newTodo, caption: key }, fresh(key))).json(),
    );

  it('marks done and open again, each change a new version', async () => {
    const t = await create('done-toggle');
    const done = await post(
      `/activities/${t.id}`,
      { done: true },
      {
        ...fresh('done-1'),
        'If-Match': `"${t.version}"`,
      },
    );
    expect(done.status).toBe(200);
    const d = v.parse(todoActivitySchema, await done.json());
    expect(d).toMatchObject({ done: true, version: t.version + 1 });
    expect(d.doneAt).not.toBeNull();
    const open = await post(
      `/activities/${t.id}`,
      { done: false },
      {
        ...fresh('done-2'),
        'If-Match': `"${d.version}"`,
      },
    );
    expect(v.parse(todoActivitySchema, await open.json())).toMatchObject({ done: false });
  });

  it('answers a stale version with the current to-do and who changed it', async () => {
    const t = await create('stale');
    await post(
      `/activities/${t.id}`,
      { dueDate: '24.11.2026' },
      {
        ...fresh('stale-1'),
        'If-Match': `"${t.version}"`,
      },
    );
    const res = await post(
      `/activities/${t.id}`,
      { done: true },
      {
        ...fresh('stale-2'),
        'If-Match': `"${t.version}"`,
      },
    );
    expect(res.status).toBe(412);
    const body = (await res.json()) as {
      code: string;
      current: TodoActivity;
      changedBy: { personId: number };
    };
    expect(body.code).toBe('version_conflict');
    expect(body.current.dueDate).toBe('24.11.2026');
    expect(body.changedBy.personId).toBe(PLANNER);
  });

  it('takes a change to what is already so without a conflict', async () => {
    const t = await create('same');
    await post(`/activities/${t.id}`, { done: true }, fresh('same-1'));
    const res = await post(
      `/activities/${t.id}`,
      { done: true },
      {
        ...fresh('same-2'),
        'If-Match': `"${t.version}"`,
      },
    );
    expect(res.status).toBe(200);
  });

  it('gives a to-do to another planner, who then has it', async () => {
    const t = await create('reassign');
    const res = await post(
      `/activities/${t.id}`,
      { recipientId: second },
      {
        ...fresh('reassign-1'),
        'If-Match': `"${t.version}"`,
      },
    );
    expect(v.parse(todoActivitySchema, await res.json())).toMatchObject({
      recipientId: second,
      recipientName: SECOND_PLANNER.name,
      creatorId: PLANNER,
    });
    const bad = await post(`/activities/${t.id}`, { recipientId: 1 }, fresh('reassign-2'));
    expect(bad.status).toBe(400);
  });

  it('keeps other planners’ to-dos out of reach (404)', async () => {
    const other = await s.deps.db.one<{ id: number }>(sql`INSERT INTO activities
        (type, caption, parameters, person_id, recipient_id)
      VALUES ('TODO_INT', 'Not his', '{"dueDate":"20.11.2026","priority":1}'::jsonb,
        ${second}, ${second}) RETURNING id`);
    const res = await post(`/activities/${other!.id}`, { done: true }, fresh('not-his'));
    expect(res.status).toBe(404);
    expect((await todos()).some((t) => t.id === other!.id)).toBe(false);
  });
});
