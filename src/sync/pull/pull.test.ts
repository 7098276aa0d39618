import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDeviceSignedIn } from '../actions/signedIn.testkit';
import { db, type BlockDate } from '../../db/db';
import { MalformedResponseError } from '../../api/errors';
import { outboxRecord } from '../outbox/enqueue';
import { applySuccess } from '../outbox/apply';
import { noteSettled } from '../../db/settledChanges';
import { STORAGE_FULL } from '../../db/storageFull';
import { fullDiskErrors, keyClash } from '../../db/storageFull.testkit';
import { pullAll, pullResource } from './pull';
import type { PullContext, PullEntry } from '../resources';

const row = (id: number, reason: string, version = 1): BlockDate => ({
  id,
  version,
  personId: 1,
  startDate: '2027-01-01',
  endDate: null,
  reason,
  beginTime: null,
  endTime: null,
});

const ctx = {} as PullContext;

/** A change of block date 1 waiting in the outbox. */
const editOfRow1 = () =>
  outboxRecord('p1', {
    kind: 'blockDate.update',
    method: 'PUT',
    path: '/blockDates/1',
    body: {},
    entity: { table: 'blockDates', id: 1 },
    baseVersion: 1,
  });

/** A resource whose server answers `answer` (or throws it). */
function resource(answer: BlockDate[] | Error): PullEntry<'blockDates', 'blockDates'> {
  return {
    name: 'blockDates',
    table: 'blockDates',
    appliesTo: () => true,
    fetch: () =>
      answer instanceof Error ? Promise.reject(answer) : Promise.resolve({ items: answer }),
  };
}

/** Counts the rows Dexie writes to the table while `task` runs. */
async function writesDuring(task: () => Promise<unknown>): Promise<number> {
  let writes = 0;
  const count = () => {
    writes += 1;
  };
  db.blockDates.hook('creating', count);
  db.blockDates.hook('updating', count);
  db.blockDates.hook('deleting', count);
  try {
    await task();
  } finally {
    db.blockDates.hook('creating').unsubscribe(count);
    db.blockDates.hook('updating').unsubscribe(count);
    db.blockDates.hook('deleting').unsubscribe(count);
  }
  return writes;
}

beforeEach(async () => {
  // The outbox records below are p1's: only the logged-in person's changes hold rows.
  await freshDeviceSignedIn('p1');
  await db.blockDates.bulkPut([row(1, 'Old'), row(2, 'Gone')]);
});

describe('pullResource', () => {
  it.each([
    {
      case: 'a changed row replaces the stored one, a missing one goes, a new one comes',
      server: [row(1, 'New', 2), row(3, 'Added')],
      after: [row(1, 'New', 2), row(3, 'Added')],
      writes: 3,
    },
    {
      case: 'the same answer again writes nothing',
      server: [row(1, 'Old'), row(2, 'Gone')],
      after: [row(1, 'Old'), row(2, 'Gone')],
      writes: 0,
    },
    {
      case: 'an empty answer empties the table',
      server: [],
      after: [],
      writes: 2,
    },
  ])('$case', async ({ server, after, writes }) => {
    expect(await writesDuring(() => pullResource(resource(server), ctx))).toBe(writes);
    expect(await db.blockDates.orderBy('id').toArray()).toEqual(after);
    expect(await db.syncState.get('blockDates')).toMatchObject({ state: 'idle', lastError: null });
  });

  it('keeps a row whose change still waits in the outbox, as the person sees it', async () => {
    await db.blockDates.put(row(1, 'Mine'));
    await db.outbox.add(editOfRow1());
    await pullResource(resource([]), ctx);
    expect(await db.blockDates.get(1)).toEqual(row(1, 'Mine'));
    expect(await db.blockDates.get(2)).toBeUndefined();
  });

  it('never puts a row back to an older version: the answer left before a change was applied', async () => {
    await db.blockDates.put(row(1, 'Applied', 3));
    await pullResource(resource([row(1, 'Stale', 2), row(2, 'Gone')]), ctx);
    expect(await db.blockDates.get(1)).toEqual(row(1, 'Applied', 3));
  });

  it('keeps a row whose change was waiting when the fetch began, though it is sent by the time the answer lands', async () => {
    const key = await db.outbox.add(editOfRow1());
    await db.blockDates.put(row(1, 'Mine'));
    const travelling: PullEntry<'blockDates', 'blockDates'> = {
      ...resource([row(2, 'Gone')]),
      // The change is sent and settled while the answer travels.
      fetch: async () => {
        await db.outbox.delete(key);
        return { items: [row(2, 'Gone')] };
      },
    };
    await pullResource(travelling, ctx);
    expect(await db.blockDates.get(1)).toEqual(row(1, 'Mine'));
  });

  // Seen in CI: a document upload, queued and confirmed while the documents pull travelled,
  // lost its "awaiting approval" when the older answer landed. An upload keeps the version,
  // so the version check above cannot see it.
  it('keeps a row whose change was queued and confirmed while the answer travelled', async () => {
    const travelling: PullEntry<'blockDates', 'blockDates'> = {
      ...resource([]),
      fetch: async () => {
        const answerLeft = [row(1, 'Old'), row(2, 'Gone')];
        const record = editOfRow1();
        await db.outbox.add(record);
        await db.blockDates.put(row(1, 'Mine'));
        await applySuccess(record, row(1, 'Mine'), record.path);
        await db.outbox.delete(record.id); // pruned after the replay pass
        return { items: answerLeft };
      },
    };
    await pullResource(travelling, ctx);
    expect(await db.blockDates.get(1)).toEqual(row(1, 'Mine'));
    expect(await db.blockDates.get(2)).toEqual(row(2, 'Gone'));
  });

  it('lets the answer through for a change confirmed before the fetch began', async () => {
    await noteSettled([{ table: 'blockDates', id: 1 }], Date.now() - 1_000);
    await pullResource(resource([row(1, 'New'), row(2, 'Gone')]), ctx);
    expect(await db.blockDates.get(1)).toEqual(row(1, 'New'));
  });

  it('keeps a row another waiting change altered beside its own entity', async () => {
    await db.outbox.add({
      ...editOfRow1(),
      entity: { table: 'blockDates', id: 9 },
      undo: [{ table: 'blockDates', id: 2, row: row(2, 'Gone') }],
    });
    await pullResource(resource([row(1, 'New')]), ctx);
    expect(await db.blockDates.get(2)).toEqual(row(2, 'Gone'));
    expect(await db.blockDates.get(1)).toEqual(row(1, 'New'));
  });

  it.each([
    ['a malformed answer', new MalformedResponseError('/blockDates', [])],
    ['no answer', new Error('offline')],
  ])('%s writes nothing and records the error', async (_, error) => {
    const writes = await writesDuring(() =>
      pullResource(resource(error), ctx).catch(() => undefined),
    );
    expect(writes).toBe(0);
    expect(await db.blockDates.count()).toBe(2);
    expect(await db.syncState.get('blockDates')).toMatchObject({ state: 'error' });
  });

  it('a failed pull after a good one keeps when the data last came', async () => {
    await pullResource(resource([row(1, 'Old')]), ctx);
    const { lastSyncedAt } = (await db.syncState.get('blockDates'))!;
    await pullResource(resource(new Error('offline')), ctx).catch(() => undefined);
    expect(await db.syncState.get('blockDates')).toEqual({
      resource: 'blockDates',
      lastSyncedAt,
      state: 'error',
      lastError: 'offline',
    });
    expect(lastSyncedAt).toEqual(expect.any(Number));
  });

  // Issue 12: a member whose check-in was in conflict vanished from the crew lists. A row
  // with a change in ANY open state stays as the person sees it, flagged, whatever the pull.
  it.each(['pending', 'sending', 'failed', 'conflict', 'refused'] as const)(
    'a row whose change is %s stays, though the server no longer returns it',
    async (state) => {
      await db.outbox.add({ ...editOfRow1(), state });
      await pullResource(resource([row(2, 'Gone')]), ctx);
      expect(await db.blockDates.get(1)).toEqual(row(1, 'Old'));
    },
  );
});

describe('a pull on a full disk', () => {
  // The pull writes through db.table(name), a Table of its own beside db.blockDates.
  const full = () => fullDiskErrors().abortedForQuota;
  afterEach(() => vi.restoreAllMocks());

  it('stores that the device is full, in words the status can show', async () => {
    vi.spyOn(db.table('blockDates'), 'bulkPut').mockRejectedValue(full());
    await expect(pullResource(resource([row(1, 'New', 2)]), ctx)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(await db.syncState.get('blockDates')).toMatchObject({
      state: 'error',
      lastError: STORAGE_FULL,
    });
    expect(await db.blockDates.get(1)).toEqual(row(1, 'Old'));
  });

  it('passes the full disk on when its status cannot be stored either', async () => {
    vi.spyOn(db.table('blockDates'), 'bulkPut').mockRejectedValue(full());
    vi.spyOn(db.syncState, 'put').mockRejectedValue(keyClash());
    await expect(pullResource(resource([row(1, 'New', 2)]), ctx)).rejects.toMatchObject({
      name: 'AbortError',
      inner: { name: 'QuotaExceededError' },
    });
  });

  it('ends the pass: the other resources are not downloaded only to fail again', async () => {
    vi.spyOn(db.table('blockDates'), 'bulkPut').mockRejectedValue(full());
    const later = vi.fn(() => Promise.resolve({ items: [] }));
    const other = { ...resource([]), name: 'jobs' as const, fetch: later };
    const result = await pullAll(ctx, undefined, [resource([row(1, 'New', 2)]), other]);
    expect(result.errors.map((e) => e.resource)).toEqual(['blockDates']);
    expect(later).not.toHaveBeenCalled();
  });

  it('another failure does not end the pass', async () => {
    const later = vi.fn(() => Promise.resolve({ items: [] }));
    const other = { ...resource([]), name: 'jobs' as const, fetch: later };
    await pullAll(ctx, undefined, [resource(new Error('offline')), other]);
    expect(later).toHaveBeenCalledOnce();
  });
});
