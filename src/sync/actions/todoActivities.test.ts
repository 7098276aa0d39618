import { beforeEach, describe, expect, it } from 'vitest';
import { db, type TodoActivity } from '../../db/db';
import type { RawAnswer, RawRequest } from '../../api/raw';
import { discardRecord } from '../outbox/resolve';
import { replayOutbox } from '../outbox/replay';
import { freshDeviceSignedIn } from './signedIn.testkit';
import { createTodo, reassignTodo, setTodoDone } from './todoActivities';

const OWNER = 'person:4';
const ME = 4;
const DANA = 8;
const input = {
  type: 'TODO_INT',
  recipientId: ME,
  caption: ' Call the venue ',
  body: null,
  dueDate: '19.11.2026',
  priority: 1 as const,
};
const stored: TodoActivity = {
  id: 50,
  version: 3,
  type: 'TODO_INT',
  caption: 'Order extra radios',
  body: null,
  dueDate: '17.11.2026',
  priority: 1,
  recipientId: ME,
  recipientName: 'Pat Planner',
  creatorId: ME,
  creatorName: 'Pat Planner',
  done: false,
  doneAt: null,
  projectNumber: null,
  projectName: null,
  createdAt: '2026-11-01T08:00:00Z',
};

beforeEach(async () => {
  await freshDeviceSignedIn(OWNER);
  await db.activityRecipients.bulkPut([
    { id: ME, version: 1, name: 'Pat Planner' },
    { id: DANA, version: 1, name: 'Dana Planner' },
  ]);
  await db.todoActivities.put(stored);
});

const sent: RawRequest[] = [];
const replay = (answer: (req: RawRequest) => RawAnswer) =>
  replayOutbox({
    send: (req) => {
      sent.push(req);
      return Promise.resolve(answer(req));
    },
    auth: () => Promise.resolve({ token: 'not-a-real-token', ownerId: OWNER }),
    now: () => Date.now() + 1_000,
    random: () => 0.5,
  });

describe('createTodo', () => {
  it('shows the to-do at once, with names, and queues it in one go', async () => {
    const id = await createTodo({ ...input, recipientId: DANA }, ME);
    expect(id).toBeLessThan(0);
    expect(await db.todoActivities.get(id)).toMatchObject({
      caption: 'Call the venue',
      dueDate: '19.11.2026',
      recipientName: 'Dana Planner',
      creatorName: 'Pat Planner',
      done: false,
    });
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({
        kind: 'todo.create',
        method: 'POST',
        path: '/activities',
        body: { ...input, caption: 'Call the venue', recipientId: DANA },
        entity: { table: 'todoActivities', id },
      }),
    ]);
  });

  it.each([
    ['an empty caption', { ...input, caption: ' ' }],
    ['a day that does not exist', { ...input, dueDate: '31.11.2026' }],
    ['no type', { ...input, type: '' }],
  ])('refuses %s and writes nothing', async (_name, bad) => {
    await expect(createTodo(bad, ME)).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.todoActivities.count()).toBe(1);
  });

  it('marked done before it was sent: done follows the create, on its new id', async () => {
    const id = await createTodo(input, ME);
    await setTodoDone(id, true);
    sent.length = 0;
    await replay((req) =>
      req.path === '/activities'
        ? { status: 201, body: { ...stored, id: 900, version: 1, caption: 'Call the venue' } }
        : { status: 200, body: { ...stored, id: 900, version: 2, done: true, doneAt: 'x' } },
    );
    expect(sent.map((r) => [r.path, r.ifMatch])).toEqual([
      ['/activities', null],
      ['/activities/900', 1],
    ]);
    expect(await db.todoActivities.get(id)).toBeUndefined();
    expect(await db.todoActivities.get(900)).toMatchObject({ done: true, version: 2 });
  });
});

describe('done and reassign', () => {
  it('marks done at once and sends the version it changed', async () => {
    await setTodoDone(50, true, new Date('2026-11-18T10:00:00Z'));
    expect(await db.todoActivities.get(50)).toMatchObject({
      done: true,
      doneAt: '2026-11-18T10:00:00.000Z',
    });
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({
        kind: 'todo.done',
        path: '/activities/50',
        body: { done: true },
        baseVersion: 3,
      }),
    ]);
  });

  it('discarding the change (undo) puts the to-do back as it was', async () => {
    await setTodoDone(50, true);
    const [record] = await db.outbox.toArray();
    await discardRecord(record!.id);
    expect(await db.todoActivities.get(50)).toEqual(stored);
  });

  it('opening it again queues the opposite change', async () => {
    await db.todoActivities.put({ ...stored, done: true, doneAt: '2026-11-17T10:00:00Z' });
    await setTodoDone(50, false);
    expect(await db.todoActivities.get(50)).toMatchObject({ done: false, doneAt: null });
    expect((await db.outbox.toArray())[0]).toMatchObject({ kind: 'todo.reopen' });
  });

  it('gives it to another planner by name', async () => {
    await reassignTodo(50, DANA);
    expect(await db.todoActivities.get(50)).toMatchObject({
      recipientId: DANA,
      recipientName: 'Dana Planner',
    });
    expect((await db.outbox.toArray())[0]).toMatchObject({
      kind: 'todo.reassign',
      body: { recipientId: DANA },
      baseVersion: 3,
    });
  });
});
