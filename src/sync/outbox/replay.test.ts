import { describe, expect, it } from 'vitest';
import { db } from '../../db/db';
import { createBlockDate, deleteBlockDate } from '../actions/calendar';
import { replayOutbox } from './replay';
import { TOKEN, deps, input, resetEachTest, t } from './replay.testkit';

resetEachTest();

describe('what each answer does to a record', () => {
  it.each([
    { answer: 201, state: 'done', attempts: 0, applied: 1 },
    // No answer (no connection, or lost on the way) is no attempt: offline all day, the
    // counter stays where it was (issue 12). The record still knows it went (sentAt).
    { answer: 'drop' as const, state: 'pending', attempts: 0, applied: 0 },
    { answer: 500, state: 'pending', attempts: 1, applied: 0 },
    { answer: 503, state: 'pending', attempts: 1, applied: 0 },
    { answer: 408, state: 'pending', attempts: 1, applied: 0 },
    { answer: 429, state: 'pending', attempts: 1, applied: 0 },
    // A rule said no: refused, not a conflict; "keep mine" would only get the same answer.
    { answer: 409, state: 'refused', attempts: 0, applied: 0 },
    { answer: 412, state: 'conflict', attempts: 0, applied: 0 },
    { answer: 400, state: 'failed', attempts: 0, applied: 0 },
    { answer: 403, state: 'failed', attempts: 0, applied: 0 },
    { answer: 422, state: 'failed', attempts: 0, applied: 0 },
  ])('$answer → $state', async ({ answer, state, attempts, applied }) => {
    await createBlockDate(input('a'));
    if (answer !== 201) t.server.script.push(answer);
    await replayOutbox(deps());
    const [record] = await db.outbox.toArray();
    expect(record?.state).toBe(state);
    expect(record?.attempts).toBe(attempts);
    expect(t.server.applied).toHaveLength(applied);
    if (state === 'failed') expect(record?.lastError).toBe(`scripted ${answer}`);
    if (state === 'pending') expect(record?.nextTryAt).toBeGreaterThan(t.clock);
    expect(record?.sentAt).toBe(t.clock);
  });

  it('a 2xx replaces the local row with the t.server entity', async () => {
    const localId = await createBlockDate(input('dentist'));
    await replayOutbox(deps());
    expect(await db.blockDates.get(localId)).toBeUndefined();
    const rows = await db.blockDates.toArray();
    expect(rows).toEqual([expect.objectContaining({ id: 100, version: 1, reason: 'dentist' })]);
  });

  it('a malformed 2xx answer writes nothing to the table', async () => {
    const localId = await createBlockDate(input('x'));
    t.server.script.push('malformed');
    await replayOutbox(deps());
    expect((await db.outbox.toArray())[0]?.state).toBe('done');
    expect((await db.blockDates.toArray()).map((r) => r.id)).toEqual([localId]);
  });
});

describe('order and dependencies', () => {
  it('sends in creation order, and a delete of an offline-created entity waits for its create', async () => {
    await createBlockDate(input('one'));
    const second = await createBlockDate(input('two'));
    // Pretend the create was tried once, so the delete must go to the t.server.
    await db.outbox.where('entityKey').equals(`blockDates:${second}`).modify({ sentAt: 1 });
    await deleteBlockDate(second);
    await replayOutbox(deps());
    expect(t.server.received.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /blockDates',
      'POST /blockDates',
      'DELETE /blockDates/101',
    ]);
    expect([...t.server.entities.keys()]).toEqual([100]);
    expect((await db.outbox.toArray()).every((r) => r.state === 'done')).toBe(true);
  });

  it('a stuck record holds back its own entity only', async () => {
    const a = await createBlockDate(input('a'));
    await db.outbox.where('entityKey').equals(`blockDates:${a}`).modify({ sentAt: 1 });
    await deleteBlockDate(a);
    await createBlockDate(input('b'));
    t.server.script.push(400); // a's create is refused
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
    expect(t.server.received).toHaveLength(0);
  });
});

describe('tokens', () => {
  it('a 401 refreshes and resends without counting an attempt', async () => {
    await createBlockDate(input('a'));
    t.server.script.push(401);
    await replayOutbox(deps());
    expect(t.authCalls).toEqual([false, true]);
    expect(t.server.received.map((r) => r.token)).toEqual([TOKEN, 'fresh-token']);
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({ state: 'done', attempts: 0 });
  });

  it('a refused refresh leaves the records waiting for the next login', async () => {
    await createBlockDate(input('a'));
    t.server.script.push(401);
    t.refreshWorks = false;
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
  it('independent records travel side by side, each applied once', async () => {
    let inFlight = 0;
    let most = 0;
    const sideBySide = deps({
      send: async (req) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return t.server.send(req);
      },
    });
    for (const reason of ['A', 'B', 'C']) await createBlockDate(input(reason));
    const summary = await replayOutbox(sideBySide);
    expect(most).toBe(3);
    expect(summary.sent).toBe(3);
    expect(t.server.entities.size).toBe(3);
    expect((await db.blockDates.toArray()).every((b) => b.id > 0)).toBe(true);
  });

  it('an answer lost after the t.server committed is resent with the same key and applied once', async () => {
    await createBlockDate(input('a'));
    t.server.script.push('commit-drop');
    await replayOutbox(deps());
    t.clock += 10 * 60_000;
    await replayOutbox(deps());
    expect(t.server.received).toHaveLength(2);
    expect(t.server.received[0]?.idempotencyKey).toBe(t.server.received[1]?.idempotencyKey);
    expect(t.server.applied).toHaveLength(1);
    expect((await db.outbox.toArray())[0]?.state).toBe('done');
  });

  it('a record left in "sending" by a sender that died is sent again and applied once', async () => {
    await createBlockDate(input('a'));
    // The dead sender got as far as the t.server.
    const [record] = await db.outbox.toArray();
    await t.server.send({
      method: 'POST',
      path: '/blockDates',
      token: TOKEN,
      body: record!.body,
      idempotencyKey: record!.idempotencyKey,
      ifMatch: null,
    });
    await db.outbox.update(record!.id, { state: 'sending' });
    await replayOutbox(deps());
    expect(t.server.applied).toHaveLength(1);
    expect((await db.outbox.get(record!.id))?.state).toBe('done');
    expect(await db.blockDates.toArray()).toEqual([expect.objectContaining({ id: 100 })]);
  });

  it('two replays at once send each record once', async () => {
    await createBlockDate(input('a'));
    await createBlockDate(input('b'));
    await Promise.all([replayOutbox(deps()), replayOutbox(deps())]);
    expect(t.server.received).toHaveLength(2);
    expect(t.server.applied).toHaveLength(2);
  });
});
