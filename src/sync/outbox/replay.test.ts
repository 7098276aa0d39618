import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../db/db';
import { createBlockDate, deleteBlockDate } from '../actions/blockDates';
import { fakeServer } from './fakeServer.testkit';
import { replayOutbox, type ReplayDeps } from './replay';
import { keepMine, takeTheirs } from './resolve';
import type { SendAuth } from '../auth';

const OWNER = 'person:1';
// An unsigned token whose payload names person 1 (the replay never verifies it).
const TOKEN = [
  'eyJhbGciOiJub25lIn0',
  btoa(
    JSON.stringify({
      type: 'other',
      exp: 4_102_444_800,
      loginData: { personId: 1, contactNumber: null, language: 'en', loginTypes: ['Crew'] },
    }),
  )
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_'),
  '',
].join('.');

let clock = 1_000_000;
let server: ReturnType<typeof fakeServer>;
let authCalls: boolean[];
let refreshWorks: boolean;

function deps(overrides: Partial<ReplayDeps> = {}): ReplayDeps {
  return {
    send: (req) => server.send(req),
    auth: (force): Promise<SendAuth> => {
      authCalls.push(force);
      if (force && !refreshWorks) return Promise.resolve(null);
      return Promise.resolve({ token: force ? 'fresh-token' : TOKEN, ownerId: OWNER });
    },
    now: () => clock,
    random: () => 0.5,
    ...overrides,
  };
}

const input = (reason: string) => ({
  startDate: '2026-12-01',
  endDate: null,
  reason,
  beginTime: null,
  endTime: null,
});

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  await db.session.put({
    key: 'current',
    token: TOKEN,
    rights: {},
    mailboxRights: {},
    ownerId: OWNER,
    savedAt: 0,
  });
  server = fakeServer();
  authCalls = [];
  refreshWorks = true;
  clock = Date.now() + 1_000;
});

describe('what each answer does to a record', () => {
  it.each([
    { answer: 201, state: 'done', attempts: 0, applied: 1 },
    { answer: 'drop' as const, state: 'pending', attempts: 1, applied: 0 },
    { answer: 500, state: 'pending', attempts: 1, applied: 0 },
    { answer: 503, state: 'pending', attempts: 1, applied: 0 },
    { answer: 408, state: 'pending', attempts: 1, applied: 0 },
    { answer: 429, state: 'pending', attempts: 1, applied: 0 },
    { answer: 409, state: 'conflict', attempts: 0, applied: 0 },
    { answer: 412, state: 'conflict', attempts: 0, applied: 0 },
    { answer: 400, state: 'failed', attempts: 0, applied: 0 },
    { answer: 403, state: 'failed', attempts: 0, applied: 0 },
    { answer: 422, state: 'failed', attempts: 0, applied: 0 },
  ])('$answer → $state', async ({ answer, state, attempts, applied }) => {
    await createBlockDate(input('a'));
    if (answer !== 201) server.script.push(answer);
    await replayOutbox(deps());
    const [record] = await db.outbox.toArray();
    expect(record?.state).toBe(state);
    expect(record?.attempts).toBe(attempts);
    expect(server.applied).toHaveLength(applied);
    if (state === 'failed') expect(record?.lastError).toBe(`scripted ${answer}`);
    if (state === 'pending') expect(record?.nextTryAt).toBeGreaterThan(clock);
  });

  it('a 2xx replaces the local row with the server entity', async () => {
    const localId = await createBlockDate(input('dentist'));
    await replayOutbox(deps());
    expect(await db.blockDates.get(localId)).toBeUndefined();
    const rows = await db.blockDates.toArray();
    expect(rows).toEqual([expect.objectContaining({ id: 100, version: 1, reason: 'dentist' })]);
  });

  it('a malformed 2xx answer writes nothing to the table', async () => {
    const localId = await createBlockDate(input('x'));
    server.script.push('malformed');
    await replayOutbox(deps());
    expect((await db.outbox.toArray())[0]?.state).toBe('done');
    expect((await db.blockDates.toArray()).map((r) => r.id)).toEqual([localId]);
  });
});

describe('order and dependencies', () => {
  it('sends in creation order, and a delete of an offline-created entity waits for its create', async () => {
    await createBlockDate(input('one'));
    const second = await createBlockDate(input('two'));
    // Pretend the create was tried once, so the delete must go to the server.
    await db.outbox.where('entityKey').equals(`blockDates:${second}`).modify({ attempts: 1 });
    await deleteBlockDate(second);
    await replayOutbox(deps());
    expect(server.received.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /blockDates',
      'POST /blockDates',
      'DELETE /blockDates/101',
    ]);
    expect([...server.entities.keys()]).toEqual([100]);
    expect((await db.outbox.toArray()).every((r) => r.state === 'done')).toBe(true);
  });

  it('a stuck record holds back its own entity only', async () => {
    const a = await createBlockDate(input('a'));
    await db.outbox.where('entityKey').equals(`blockDates:${a}`).modify({ attempts: 1 });
    await deleteBlockDate(a);
    await createBlockDate(input('b'));
    server.script.push(400); // a's create is refused
    await replayOutbox(deps());
    const states = (await db.outbox.toArray()).map((r) => `${r.kind}:${r.state}`);
    expect(states).toEqual([
      'blockDate.create:failed',
      'blockDate.delete:pending',
      'blockDate.create:done',
    ]);
  });

  it('a delete of an entity created offline and never sent just takes it back', async () => {
    const id = await createBlockDate(input('oops'));
    await deleteBlockDate(id);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.blockDates.count()).toBe(0);
  });

  it('records of another person are never sent', async () => {
    await createBlockDate(input('mine'));
    await db.outbox.toCollection().modify({ ownerId: 'person:2' });
    await replayOutbox(deps());
    expect(server.received).toHaveLength(0);
  });
});

describe('tokens', () => {
  it('a 401 refreshes and resends without counting an attempt', async () => {
    await createBlockDate(input('a'));
    server.script.push(401);
    await replayOutbox(deps());
    expect(authCalls).toEqual([false, true]);
    expect(server.received.map((r) => r.token)).toEqual([TOKEN, 'fresh-token']);
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({ state: 'done', attempts: 0 });
  });

  it('a refused refresh leaves the records waiting for the next login', async () => {
    await createBlockDate(input('a'));
    server.script.push(401);
    refreshWorks = false;
    const summary = await replayOutbox(deps());
    expect(summary.stopped).toBe('refresh-refused');
    expect((await db.outbox.toArray())[0]).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('nobody logged in: nothing is sent and nothing is lost', async () => {
    await createBlockDate(input('a'));
    const summary = await replayOutbox(deps({ auth: () => Promise.resolve(null) }));
    expect(summary.stopped).toBe('no-session');
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('exactly once', () => {
  it('an answer lost after the server committed is resent with the same key and applied once', async () => {
    await createBlockDate(input('a'));
    server.script.push('commit-drop');
    await replayOutbox(deps());
    clock += 10 * 60_000;
    await replayOutbox(deps());
    expect(server.received).toHaveLength(2);
    expect(server.received[0]?.idempotencyKey).toBe(server.received[1]?.idempotencyKey);
    expect(server.applied).toHaveLength(1);
    expect((await db.outbox.toArray())[0]?.state).toBe('done');
  });

  it('a record left in "sending" by a sender that died is sent again and applied once', async () => {
    await createBlockDate(input('a'));
    // The dead sender got as far as the server.
    const [record] = await db.outbox.toArray();
    await server.send({
      method: 'POST',
      path: '/blockDates',
      token: TOKEN,
      body: record!.body,
      idempotencyKey: record!.idempotencyKey,
      ifMatch: null,
    });
    await db.outbox.update(record!.id, { state: 'sending' });
    await replayOutbox(deps());
    expect(server.applied).toHaveLength(1);
    expect((await db.outbox.get(record!.id))?.state).toBe('done');
    expect(await db.blockDates.toArray()).toEqual([expect.objectContaining({ id: 100 })]);
  });

  it('two replays at once send each record once', async () => {
    await createBlockDate(input('a'));
    await createBlockDate(input('b'));
    await Promise.all([replayOutbox(deps()), replayOutbox(deps())]);
    expect(server.received).toHaveLength(2);
    expect(server.applied).toHaveLength(2);
  });
});

describe('conflicts', () => {
  async function conflicted() {
    server.seed({
      id: 7,
      version: 3,
      personId: 1,
      startDate: '2026-12-01',
      endDate: null,
      reason: 'theirs',
      beginTime: null,
      endTime: null,
    });
    await db.blockDates.put({
      id: 7,
      version: 2,
      personId: 1,
      startDate: '2026-12-01',
      endDate: null,
      reason: 'mine',
      beginTime: null,
      endTime: null,
    });
    await deleteBlockDate(7);
    await replayOutbox(deps());
    const [record] = await db.outbox.toArray();
    return record!;
  }

  it('stores the server entity beside the local change', async () => {
    const record = await conflicted();
    expect(record.state).toBe('conflict');
    expect(record.serverEntity).toMatchObject({ id: 7, version: 3, reason: 'theirs' });
  });

  it('keep mine: re-queued on the new version with a new key, then applied', async () => {
    const record = await conflicted();
    await keepMine(record.id);
    const requeued = await db.outbox.get(record.id);
    expect(requeued).toMatchObject({ state: 'pending', baseVersion: 3 });
    expect(requeued?.idempotencyKey).not.toBe(record.idempotencyKey);
    await replayOutbox(deps());
    expect(server.entities.has(7)).toBe(false);
    expect((await db.outbox.get(record.id))?.state).toBe('done');
  });

  it('take theirs: the server entity comes back and the change is dropped', async () => {
    const record = await conflicted();
    await takeTheirs(record.id);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.blockDates.get(7)).toMatchObject({ version: 3, reason: 'theirs' });
    expect(server.entities.has(7)).toBe(true);
  });
});

describe('done records', () => {
  it('are pruned once nothing waiting needs them, and kept while something does', async () => {
    const first = await createBlockDate(input('First'));
    await replayOutbox(deps());
    expect((await db.outbox.toArray()).map((r) => r.state)).toEqual(['done']);

    // A waiting change of another entity: the earlier done record is no longer needed.
    await createBlockDate(input('Second'));
    expect(first).toBeLessThan(0);
    await replayOutbox(deps());
    expect(await db.outbox.count()).toBe(1);
    expect((await db.outbox.toArray())[0]?.state).toBe('done');
  });

  it('keep the id the server gave, while a waiting change still refers to it', async () => {
    const id = await createBlockDate(input('Referred'));
    server.script.push('drop');
    await replayOutbox(deps());
    await deleteBlockDate(id);
    // The delete is not due in the next pass: only the create reaches the server then.
    const del = (await db.outbox.toArray()).find((r) => r.method === 'DELETE')!;
    await db.outbox.update(del.id, { nextTryAt: clock + 3_600_000 });
    clock += 10 * 60_000;
    await replayOutbox(deps());
    expect((await db.outbox.toArray()).map((r) => r.state)).toEqual(['done', 'pending']);

    await db.outbox.update(del.id, { nextTryAt: clock });
    await replayOutbox(deps());
    const deletes = server.received.filter((r) => r.method === 'DELETE').map((r) => r.path);
    expect(deletes).toEqual([expect.stringMatching(/^\/blockDates\/\d+$/)]);
    expect(server.entities.size).toBe(0);
  });
});
