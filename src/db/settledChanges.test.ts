import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { noteSettled, SETTLED_MEMORY_MS, settledSince } from './settledChanges';

beforeEach(() => db.settledChanges.clear());

describe('settled changes', () => {
  it.each([
    { case: 'confirmed after the fetch began', at: 1_000, since: 500, held: [1] },
    { case: 'confirmed at the very moment it began', at: 1_000, since: 1_000, held: [1] },
    { case: 'confirmed before it began', at: 1_000, since: 1_001, held: [] },
  ])('a row $case is held: $held', async ({ at, since, held }) => {
    await noteSettled([{ table: 'documents', id: 1 }], at);
    expect([...(await settledSince('documents', since))]).toEqual(held);
    expect([...(await settledSince('jobs', since))]).toEqual([]);
  });

  it('forgets what is older than its memory, and keeps the latest time per row', async () => {
    await noteSettled([{ table: 'jobs', id: 1 }], 0);
    await noteSettled([{ table: 'jobs', id: 2 }], 10);
    await noteSettled([{ table: 'jobs', id: 2 }], SETTLED_MEMORY_MS + 5);
    expect(await db.settledChanges.toArray()).toEqual([
      { key: 'jobs:2', table: 'jobs', id: 2, at: SETTLED_MEMORY_MS + 5 },
    ]);
  });
});
