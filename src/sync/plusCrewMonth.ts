import { NetworkError } from '../api/errors';
import { fetchPlusCrewValueDatas } from '../api/plusCrews';
import type { PlusCrewValueData } from '../api/schemas/plusCrews';
import { db } from '../db/db';
import { pullErrorText } from '../db/storageFull';
import { withFreshToken } from '../session/pageRefresh';
import { getSession } from '../session/sessionState';
import { setOnline } from './online';
import { HOLD_TABLES, heldRowIds } from './pull/held';
import { monthOf, monthRange, openedMonthKey, previousMonth } from './plusCrews/months';

// The captions the dashboard looks value types up by, for screens (which never import api/).
export { VALUE_CAPTIONS } from '../api/schemas/plusCrews';

/*
 * The plus-crew dashboard's month (issue 16, pdash slice): the month on screen is fetched
 * when it opens (SPEC §4: "changing the date reloads data for that month"; §7: one window of
 * dateFrom..dateTo). The pull keeps the previous and current month on the device; a month
 * opened online outside them is recorded under openedMonthKey, so later pulls keep it too
 * (sync/plusCrews/pull.ts) and it opens offline afterwards.
 */

/**
 * What the fetch of a month found; 'failed' carries the message the screen shows, STORAGE_FULL
 * when the device had no room to keep it (the screen words that one: storedErrorText).
 */
export type PlusCrewMonthOutcome =
  { kind: 'fresh' } | { kind: 'offline' } | { kind: 'failed'; message: string };

const inMonth = (r: PlusCrewValueData, plusCrewId: number, from: string, to: string) =>
  r.plusCrewId === plusCrewId && r.dateFrom >= from && r.dateFrom <= to;

/**
 * Stores a crew's month in ONE transaction: the server's rows replace the local ones of the
 * window, except rows with a change still waiting in the outbox (or confirmed while the
 * answer travelled), which keep the person's own version.
 */
export async function storePlusCrewMonth(
  plusCrewId: number,
  month: string,
  items: readonly PlusCrewValueData[],
  since: number,
  today = new Date(),
): Promise<void> {
  const { dateFrom, dateTo } = monthRange(month);
  const thisMonth = monthOf(today);
  const kept = month === thisMonth || month === previousMonth(thisMonth);
  await db.transaction('rw', [db.plusCrewValueDatas, db.syncState, ...HOLD_TABLES], async () => {
    const held = await heldRowIds('plusCrewValueDatas', since);
    const fresh = new Set(items.map((i) => i.id));
    const stale = (
      await db.plusCrewValueDatas.filter((r) => inMonth(r, plusCrewId, dateFrom, dateTo)).toArray()
    )
      .filter((r) => !fresh.has(r.id) && !held.has(r.id))
      .map((r) => r.id);
    await db.plusCrewValueDatas.bulkDelete(stale);
    await db.plusCrewValueDatas.bulkPut(items.filter((i) => !held.has(i.id)));
    // The default two months are the pull's own; only another month needs remembering.
    if (!kept) {
      await db.syncState.put({
        resource: openedMonthKey(plusCrewId, month),
        lastSyncedAt: Date.now(),
        state: 'idle',
        lastError: null,
      });
    }
  });
}

/** Fetches and stores one month of a crew's daily figures (all value types, one call). */
export async function refreshPlusCrewMonth(
  plusCrewId: number,
  month: string,
): Promise<PlusCrewMonthOutcome> {
  if (getSession().status !== 'authenticated') return { kind: 'offline' };
  const since = Date.now();
  try {
    const answer = await withFreshToken((token) =>
      fetchPlusCrewValueDatas(token, { plusCrewId, ...monthRange(month) }),
    );
    await storePlusCrewMonth(plusCrewId, month, answer.items, since);
    return { kind: 'fresh' };
  } catch (error) {
    if (error instanceof NetworkError) {
      setOnline(false);
      return { kind: 'offline' };
    }
    return { kind: 'failed', message: pullErrorText(error) };
  }
}
