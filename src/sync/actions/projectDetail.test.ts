import { beforeEach, describe, expect, it } from 'vitest';
import { db, type ProjectActivity, type ProjectExtras } from '../../db/db';
import type { RawAnswer, RawRequest } from '../../api/raw';
import { discardRecord } from '../outbox/resolve';
import { replayOutbox } from '../outbox/replay';
import { freshDeviceSignedIn } from './signedIn.testkit';
import { addProjectTodo, localLogoPath, uploadProjectLogo } from './projectDetail';

const OWNER = 'person:4';
const PROJECT = { id: 1, number: 'P-24001' };
const extras: ProjectExtras = {
  id: 1,
  version: 3,
  number: 'P-24001',
  manager: null,
  hasPassword: true,
  logoKey: 'abc',
};
const todo = {
  caption: ' Call the venue ',
  body: null,
  dueDate: '19.11.2026',
  priority: 1 as const,
};

beforeEach(async () => {
  await freshDeviceSignedIn(OWNER);
  await db.projectExtras.put(extras);
});

const replay = (answer: (req: RawRequest) => RawAnswer) =>
  replayOutbox({
    send: (req) => Promise.resolve(answer(req)),
    auth: () => Promise.resolve({ token: 'not-a-real-token', ownerId: OWNER }),
    now: () => Date.now() + 1_000,
    random: () => 0.5,
  });

describe('addProjectTodo', () => {
  it('shows the to-do at once and queues it, TODO_INT, in one go', async () => {
    const id = await addProjectTodo(PROJECT, todo);
    expect(id).toBeLessThan(0);
    expect(await db.projectActivities.get(id)).toMatchObject({
      projectId: 1,
      type: 'TODO_INT',
      caption: 'Call the venue',
      dueDate: '19.11.2026',
      priority: 1,
    });
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({
        kind: 'project.todo',
        method: 'POST',
        path: '/projects/P-24001/activities',
        body: { caption: 'Call the venue', body: null, dueDate: '19.11.2026', priority: 1 },
        entity: { table: 'projectActivities', id },
        state: 'pending',
      }),
    ]);
  });

  it.each([
    ['an empty caption', { ...todo, caption: '  ' }],
    ['a date that does not exist', { ...todo, dueDate: '30.02.2026' }],
    ['an ISO date', { ...todo, dueDate: '2026-11-19' }],
  ])('refuses %s and writes nothing', async (_name, input) => {
    await expect(addProjectTodo(PROJECT, input)).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.projectActivities.count()).toBe(0);
  });

  it("the server's answer replaces the local row once sent", async () => {
    const id = await addProjectTodo(PROJECT, todo);
    const server: ProjectActivity = {
      id: 900,
      version: 1,
      projectId: 1,
      type: 'TODO_INT',
      caption: 'Call the venue',
      body: null,
      dueDate: '19.11.2026',
      priority: 1,
      personParty: 'Pat Planner',
      createdAt: '2026-11-18T09:00:00Z',
    };
    await replay(() => ({ status: 201, body: server }));
    expect(await db.projectActivities.get(id)).toBeUndefined();
    expect(await db.projectActivities.get(900)).toEqual(server);
  });

  it('discarding the queued to-do takes it off the list', async () => {
    const id = await addProjectTodo(PROJECT, todo);
    const [record] = await db.outbox.toArray();
    await discardRecord(record!.id);
    expect(await db.projectActivities.get(id)).toBeUndefined();
  });
});

describe('uploadProjectLogo', () => {
  const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

  it('shows the chosen logo from the device and queues its upload', async () => {
    expect(await uploadProjectLogo(PROJECT, png)).toBeNull();
    const row = await db.projectExtras.get(1);
    expect(row?.logoKey).toMatch(/^local:projectLogo:/);
    expect(await db.files.get(row!.logoKey!)).toBeDefined();
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({
        kind: 'project.logo',
        path: '/projects/P-24001/logo',
        entity: { table: 'projectExtras', id: 1 },
      }),
    ]);
  });

  it('refuses a file that is not an image, queuing nothing', async () => {
    const pdf = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    expect(await uploadProjectLogo(PROJECT, pdf)).toBe('type');
    expect(await db.outbox.count()).toBe(0);
    expect((await db.projectExtras.get(1))?.logoKey).toBe('abc');
  });

  it('discarding the upload puts the old logo back', async () => {
    await uploadProjectLogo(PROJECT, png);
    const [record] = await db.outbox.toArray();
    await discardRecord(record!.id);
    expect((await db.projectExtras.get(1))?.logoKey).toBe('abc');
    expect(localLogoPath('x')).toBe('local:projectLogo:x');
  });
});
