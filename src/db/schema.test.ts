import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { CrewHubDb } from './db';
import { SCHEMA_VERSION, STORES } from './schema';

const NAME = 'schema-upgrade-test';

/** What a device of an older release holds: a few of its versions, as they were declared. */
async function installOldRelease(lastVersion: 1 | 10 | 21): Promise<void> {
  const old = new Dexie(NAME);
  old.version(1).stores({
    session: 'key',
    settings: 'key',
    tenant: 'key',
    syncState: 'resource',
    outbox: 'id, state, ownerId, entityKey',
    jobs: 'id, startDate, status',
    blockDates: 'id, startDate',
  });
  if (lastVersion >= 10) {
    old
      .version(7)
      .stores({ projectCrews: 'id, projectNumber', bookablePeople: 'key, projectNumber' });
    old.version(10).stores({ settledChanges: 'key, at' });
  }
  if (lastVersion >= 21) {
    old.version(16).stores({ bookablePeople: null });
    old.version(21).stores({ invoices: 'id, &number, clientKey' });
  }
  await old.open();
  await old.table('outbox').put({ id: 'o-1', state: 'pending', ownerId: 7, entityKey: 'job:1' });
  await old.table('jobs').put({ id: 1, startDate: '2026-11-23', status: 'OPEN' });
  old.close();
}

afterEach(async () => {
  await Dexie.delete(NAME);
});

describe('the one-version schema', () => {
  it.each([1, 10, 21] as const)(
    'opens a device left at version %i: every table there, the outbox and the rows kept',
    async (lastVersion) => {
      await installOldRelease(lastVersion);
      const db = new CrewHubDb(NAME);
      await db.open();
      expect(db.verno).toBe(SCHEMA_VERSION);
      const wanted = Object.entries(STORES).filter(([, spec]) => spec !== null);
      expect(db.backendDB().objectStoreNames.length).toBe(wanted.length);
      expect(db.backendDB().objectStoreNames.contains('bookablePeople')).toBe(false);
      expect(await db.outbox.get('o-1')).toMatchObject({ state: 'pending', ownerId: 7 });
      // The index added last (issue 17, P3) exists on the old rows' table.
      expect(await db.jobs.where('endDate').equals('x').count()).toBe(0);
      expect(await db.jobs.count()).toBe(1);
      db.close();
    },
  );

  it('creates a fresh device with every table', async () => {
    const db = new CrewHubDb(NAME);
    await db.open();
    for (const [table, spec] of Object.entries(STORES)) {
      expect(db.backendDB().objectStoreNames.contains(table), table).toBe(spec !== null);
    }
    db.close();
  });
});
