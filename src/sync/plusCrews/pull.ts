import { fetchPlusCrewValueDatas } from '../../api/plusCrews';
import type { PlusCrewValueData } from '../../api/schemas/plusCrews';
import { db } from '../../db/db';
import { hasRight } from '../../session/rights';
import type { PullContext } from '../resources/types';
import {
  MAX_OPENED_MONTHS,
  monthOf,
  monthRange,
  parseOpenedMonthKey,
  previousMonth,
} from './months';

/** Planners with the plusCrews right, and the plus-crew guest (who holds it for his crew). */
export const withPlusCrews = (ctx: PullContext): boolean => hasRight(ctx.rights, 'plusCrews');

/** The months opened online per crew, newest first, at most MAX_OPENED_MONTHS in all. */
async function openedMonths(): Promise<{ plusCrewId: number; month: string }[]> {
  const rows = await db.syncState.where('resource').startsWith('plusCrewMonth:').toArray();
  return rows
    .map((r) => ({ key: parseOpenedMonthKey(r.resource), at: r.lastSyncedAt ?? 0 }))
    .filter((r): r is { key: { plusCrewId: number; month: string }; at: number } => !!r.key)
    .sort((a, b) => b.at - a.at)
    .slice(0, MAX_OPENED_MONTHS)
    .map((r) => r.key);
}

/**
 * The daily figures the device keeps: for each crew of the pull (the plusCrews pull ran just
 * before), the previous and the current month, and the months opened online since. The whole
 * answer replaces the table (sync/pull/pull.ts), so a kept month must be in it.
 */
export async function plusCrewValueDatasToKeep(
  ctx: PullContext,
): Promise<{ items: PlusCrewValueData[] }> {
  const crews = await db.plusCrews.toArray();
  const thisMonth = monthOf(ctx.today);
  const windows = new Map<string, { plusCrewId: number; dateFrom: string; dateTo: string }>();
  for (const crew of crews) {
    // One window for the default two months: one call per crew.
    const from = monthRange(previousMonth(thisMonth)).dateFrom;
    const to = monthRange(thisMonth).dateTo;
    windows.set(`${crew.id}:default`, { plusCrewId: crew.id, dateFrom: from, dateTo: to });
  }
  const known = new Set(crews.map((c) => c.id));
  for (const { plusCrewId, month } of await openedMonths()) {
    if (!known.has(plusCrewId) || month === thisMonth || month === previousMonth(thisMonth)) {
      continue;
    }
    windows.set(`${plusCrewId}:${month}`, { plusCrewId, ...monthRange(month) });
  }
  const answers = await Promise.all(
    [...windows.values()].map((w) => fetchPlusCrewValueDatas(ctx.token, w)),
  );
  const byId = new Map(answers.flatMap((a) => a.items).map((d) => [d.id, d]));
  return { items: [...byId.values()] };
}
