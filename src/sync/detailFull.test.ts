import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchDocument } from '../api/documents';
import { fetchPlusCrewValueDatas } from '../api/plusCrews';
import type { SignDocument } from '../api/schemas/documents';
import { signInForTest } from './signedIn.testkit';
import { db } from '../db/db';
import { fullDiskErrors, keyClash } from '../db/storageFull.testkit';
import { STORAGE_FULL } from '../db/storageFull';
import { refreshPlusCrewMonth } from './plusCrewMonth';
import { refreshDocument } from './pull/documents';

/* A detail the server sent but the device had no room to keep says the device is full. */

vi.mock('../api/documents', () => ({ fetchDocument: vi.fn(), fetchDocumentsToSign: vi.fn() }));
vi.mock('../api/plusCrews', () => ({ fetchPlusCrewValueDatas: vi.fn() }));

beforeEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(db.tables.map((t) => t.clear()));
  await signInForTest('Crew');
});

describe('refreshDocument', () => {
  // It used to reject (the store sat outside the handler), leaving the screen's promise unhandled.
  it.each([
    ['the device is full', fullDiskErrors().bulkPutOutOfSpace, 'full'],
    ['a write fails otherwise', keyClash(), 'failed'],
  ] as const)('answers when %s', async (_, error, outcome) => {
    // Only its id is read before the store fails.
    vi.mocked(fetchDocument).mockResolvedValue({ id: 3 } as SignDocument);
    vi.spyOn(db.documents, 'put').mockRejectedValueOnce(error);
    expect(await refreshDocument(3)).toBe(outcome);
  });
});

describe('refreshPlusCrewMonth', () => {
  it("stores the full-disk sentence for the screen to word, not Dexie's", async () => {
    vi.mocked(fetchPlusCrewValueDatas).mockResolvedValue({ items: [], total: 0 });
    vi.spyOn(db.plusCrewValueDatas, 'bulkPut').mockRejectedValueOnce(fullDiskErrors().dexieQuota);
    expect(await refreshPlusCrewMonth(1, '2026-11')).toEqual({
      kind: 'failed',
      message: STORAGE_FULL,
    });
  });
});
