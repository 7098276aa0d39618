import { describe, expect, it } from 'vitest';
import { CrewHubDb } from './db';
import { DATABASE_NAME, localDatabaseExists } from './localDatabase';

describe('localDatabaseExists (boot without Dexie on a first visit)', () => {
  it('is false before the database was ever opened and true after', async () => {
    await new Promise((resolve) => {
      indexedDB.deleteDatabase(DATABASE_NAME).onsuccess = resolve;
    });
    expect(await localDatabaseExists()).toBe(false);
    const db = new CrewHubDb();
    await db.open();
    expect(await localDatabaseExists()).toBe(true);
    db.close();
  });
});
