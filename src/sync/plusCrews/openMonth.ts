import { fetchPlusCrewValueDatas } from '../../api/plusCrews';
import { db } from '../../db/db';
import { withFreshToken } from '../../session/pageRefresh';
import { HOLD_TABLES, heldRowIds } from '../pull/held';
import { monthOf, monthRange, openedMonthKey, previousMonth } from './months';

/**
 * A month of a crew's figures opened online (data screen, dashboard): fetched and stored in
 * ONE transaction, replacing the month's rows except those with a change waiting; the month
 * is then kept by later pulls (pull.ts). The default two months come with every pull, so
 * they are fetched here only to be fresh. Answers false when offline or refused: the screen
 * keeps showing what the device has.
 */
export async function openPlusCrewMonth(plusCrewId: number, month: string): Promise<boolean> {
  const { dateFrom, dateTo } = monthRange(month);
  const since = Date.now();
  try {
    const { items } = await withFreshToken((token) =>
      fetchPlusCrewValueDatas(token, { plusCrewId, dateFrom, dateTo }),
    );
    await db.transaction('rw', [db.plusCrewValueDatas, db.syncState, ...HOLD_TABLES], async () => {
      const held = await heldRowIds('plusCrewValueDatas', since);
      const keep = new Set(items.map((d) => d.id));
      const stale = (
        await db.plusCrewValueDatas
          .filter(
            (d) => d.plusCrewId === plusCrewId && d.dateFrom >= dateFrom && d.dateFrom <= dateTo,
          )
          .toArray()
      )
        .filter((d) => !keep.has(d.id) && !held.has(d.id))
        .map((d) => d.id);
      await db.plusCrewValueDatas.bulkDelete(stale);
      await db.plusCrewValueDatas.bulkPut(items.filter((d) => !held.has(d.id)));
      const thisMonth = monthOf(new Date());
      if (month !== thisMonth && month !== previousMonth(thisMonth)) {
        await db.syncState.put({
          resource: openedMonthKey(plusCrewId, month),
          lastSyncedAt: Date.now(),
          state: 'idle',
          lastError: null,
        });
      }
    });
    return true;
  } catch {
    return false;
  }
}
