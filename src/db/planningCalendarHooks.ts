import { useLiveQuery } from 'dexie-react-hooks';
import { db, type PlanningCalendarItem } from './db';
import { monthWindow } from './planningCalendarWindow';

/** Every planning row that touches the month (YYYY-MM); undefined while loading. */
export async function planningMonthRows(month: string): Promise<PlanningCalendarItem[]> {
  const { from, to, lookBack } = monthWindow(month);
  const rows = await db.planningCalendarItems
    .where('startDate')
    .between(lookBack, to, true, true)
    .toArray();
  return rows.filter((r) => r.endDate >= from);
}

export function usePlanningMonthRows(month: string): PlanningCalendarItem[] | undefined {
  return useLiveQuery(() => planningMonthRows(month), [month]);
}
