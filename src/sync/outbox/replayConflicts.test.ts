import { describe, expect, it } from 'vitest';
import { db } from '../../db/db';
import { createBlockDate, deleteBlockDate } from '../actions/calendar';
import { replayOutbox } from './replay';
import { keepMine, takeTheirs } from './resolve';
import { deps, input, resetEachTest, t } from './replay.testkit';

resetEachTest();

describe('conflicts', () => {
  async function conflicted() {
    t.server.seed({
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

  it('stores the t.server entity beside the local change', async () => {
    const record = await conflicted();
    expect(record.state).toBe('conflict');
    expect(record.serverEntity).toMatchObject({ id: 7, version: 3, reason: 'theirs' });
  });

  it('a conflicted delete: the row comes back, as the server has it, flagged', async () => {
    await conflicted();
    expect(await db.blockDates.get(7)).toMatchObject({ version: 3, reason: 'theirs' });
  });

  it('keep mine: re-queued on the new version with a new key, then applied', async () => {
    const record = await conflicted();
    await keepMine(record.id);
    const requeued = await db.outbox.get(record.id);
    expect(requeued).toMatchObject({ state: 'pending', baseVersion: 3 });
    expect(requeued?.idempotencyKey).not.toBe(record.idempotencyKey);
    await replayOutbox(deps());
    expect(t.server.entities.has(7)).toBe(false);
    expect((await db.outbox.get(record.id))?.state).toBe('done');
    expect(await db.blockDates.get(7)).toBeUndefined();
  });

  it('take theirs: the t.server entity comes back and the change is dropped', async () => {
    const record = await conflicted();
    await takeTheirs(record.id);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.blockDates.get(7)).toMatchObject({ version: 3, reason: 'theirs' });
    expect(t.server.entities.has(7)).toBe(true);
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

  it('keep the id the t.server gave, while a waiting change still refers to it', async () => {
    const id = await createBlockDate(input('Referred'));
    t.server.script.push('drop');
    await replayOutbox(deps());
    await deleteBlockDate(id);
    // The delete is not due in the next pass: only the create reaches the t.server then.
    const del = (await db.outbox.toArray()).find((r) => r.method === 'DELETE')!;
    await db.outbox.update(del.id, { nextTryAt: t.clock + 3_600_000 });
    t.clock += 10 * 60_000;
    await replayOutbox(deps());
    expect((await db.outbox.toArray()).map((r) => r.state)).toEqual(['done', 'pending']);

    await db.outbox.update(del.id, { nextTryAt: t.clock });
    await replayOutbox(deps());
    const deletes = t.server.received.filter((r) => r.method === 'DELETE').map((r) => r.path);
    expect(deletes).toEqual([expect.stringMatching(/^\/blockDates\/\d+$/)]);
    expect(t.server.entities.size).toBe(0);
  });
});
