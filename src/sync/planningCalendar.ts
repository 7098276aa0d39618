import { ApiError, NetworkError } from '../api/errors';
import { fetchContactPlannerItems, fetchPlanningItems } from '../api/planningCalendar';
import type { PlanningCalendarItem } from '../api/schemas/planningCalendar';
import { db } from '../db/db';
import { pullErrorText } from '../db/storageFull';
import { monthWindow, neighbourMonths } from '../db/planningCalendarWindow';
import { withFreshToken } from '../session/pageRefresh';
import { getSession } from '../session/sessionState';
import type { DetailOutcome } from './details';
import { setOnline } from './online';

export {
  clashesOf,
  displayOf,
  PLANNING_STATUSES,
  STATUS_COLOURS,
} from '../api/schemas/calendarStatus';
export type { Clashes, PlanningStatus, RowDisplay } from '../api/schemas/calendarStatus';

/** How often the open calendar is pulled again (as the project detail's crews). */
export const PLANNING_CALENDAR_INTERVAL_MS = 30_000;

/** Syncstate name of one month of the planning calendar (YYYY-MM). */
export const planningMonthResource = (month: string) => `planningCalendar:${month}`;

/**
 * Stores one month's rows in ONE transaction: what the server returns replaces the local
 * rows of the window, and what it no longer returns within the window goes. A row reaching
 * into a neighbour month is kept by that month's pull too (same id, same row).
 */
export async function storePlanningMonth(
  month: string,
  items: readonly PlanningCalendarItem[],
): Promise<void> {
  const { from, to, lookBack } = monthWindow(month);
  await db.transaction('rw', [db.planningCalendarItems, db.syncState], async () => {
    const keep = new Set(items.map((i) => i.id));
    const stale = (
      await db.planningCalendarItems.where('startDate').between(lookBack, to, true, true).toArray()
    )
      .filter((r) => r.endDate >= from && !keep.has(r.id))
      .map((r) => r.id);
    await db.planningCalendarItems.bulkDelete(stale);
    await db.planningCalendarItems.bulkPut(items);
    await db.syncState.put({
      resource: planningMonthResource(month),
      lastSyncedAt: Date.now(),
      state: 'idle',
      lastError: null,
    });
  });
}

async function pullMonth(month: string): Promise<void> {
  const { from, to } = monthWindow(month);
  const answer = await withFreshToken((token) => fetchPlanningItems(token, from, to));
  await storePlanningMonth(month, answer.items);
}

async function noteFailure(month: string, error: unknown): Promise<void> {
  const resource = planningMonthResource(month);
  const old = await db.syncState.get(resource);
  await db.syncState.put({
    resource,
    lastSyncedAt: old?.lastSyncedAt ?? null,
    state: 'error',
    lastError: pullErrorText(error),
  });
}

/**
 * One person's planning rows from one month ago on (SPEC §9, the contact's planner items):
 * with a person chosen, their later months open offline too. Only added or replaced: which
 * rows are gone is the month pulls' business.
 */
export async function refreshContactItems(personId: number): Promise<void> {
  if (getSession().status !== 'authenticated') return;
  try {
    const answer = await withFreshToken((token) => fetchContactPlannerItems(token, personId));
    // Mostly the rows the month pull stored already: writing them again would make the open
    // calendar read its whole month again (thousands of rows) for nothing.
    await db.transaction('rw', db.planningCalendarItems, async () => {
      const stored = await db.planningCalendarItems.bulkGet(answer.items.map((i) => i.id));
      const news = answer.items.filter(
        (item, i) => JSON.stringify(stored[i]) !== JSON.stringify(item),
      );
      if (news.length > 0) await db.planningCalendarItems.bulkPut(news);
    });
  } catch {
    // Offline, or a person the server does not know (an old link): the month shows as it is.
  }
}

/**
 * Pulls the month on screen, then its two neighbours (so a month switch shows at once). The
 * screen keeps reading its table whatever this answers; the outcome is the shown month's.
 */
export async function refreshPlanningCalendar(month: string): Promise<DetailOutcome> {
  const session = getSession();
  if (session.status !== 'authenticated') return 'failed';
  try {
    await pullMonth(month);
  } catch (error) {
    if (error instanceof NetworkError) {
      setOnline(false);
      return 'offline';
    }
    await noteFailure(month, error);
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
      return 'missing';
    }
    return 'failed';
  }
  for (const near of neighbourMonths(month)) {
    // A neighbour that fails is pulled again on the next round; the month shown is fresh.
    await pullMonth(near).catch(() => undefined);
  }
  return 'fresh';
}
