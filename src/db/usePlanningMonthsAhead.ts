import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import type { PlanningCalendarItem } from './db';
import { planningMonthRows } from './planningCalendarHooks';
import { neighbourMonths } from './planningCalendarWindow';

/** Months kept in memory: the one shown, its neighbours and a few visited. */
const KEPT = 6;
/** How long a month shown from memory waits before its live read. */
const SETTLE_MS = 150;

/**
 * Months read before, per person (a logout and another login in the same tab never see the
 * last person's rows). Reading a busy month from IndexedDB takes as long as the whole switch
 * may (5,000 rows: ~0.5 s on a slow phone), so the neighbours are read ahead while the month
 * is on screen, and a switch shows them at once while the live read catches up.
 */
const kept = new Map<string, PlanningCalendarItem[]>();

function keep(key: string, rows: PlanningCalendarItem[]): void {
  kept.delete(key);
  kept.set(key, rows);
  for (const old of kept.keys()) {
    if (kept.size <= KEPT) break;
    kept.delete(old);
  }
}

/**
 * The month's planning rows, live from the table, shown at once when read before. `owner`:
 * whose device data these are (the session's owner id); empty reads nothing ahead.
 */
export function usePlanningMonthRowsAhead(
  month: string,
  owner: string,
  /** Work to do on a month read ahead, e.g. finding its clashes, before it is asked for. */
  onReadAhead?: (rows: PlanningCalendarItem[], month: string) => void,
): PlanningCalendarItem[] | undefined {
  const warm = useRef(onReadAhead);
  useEffect(() => {
    warm.current = onReadAhead;
  });
  // A month read before shows at once; its live read starts once that is drawn, so reading
  // 5,000 rows does not hold up the frame of the switch.
  const [settled, setSettled] = useState(month);
  const hasKept = kept.has(`${owner}|${month}`);
  const readMonth = hasKept ? settled : month;
  useEffect(() => {
    if (settled === month) return;
    const timer = window.setTimeout(() => setSettled(month), hasKept ? SETTLE_MS : 0);
    return () => window.clearTimeout(timer);
  }, [settled, month, hasKept]);
  const live = useLiveQuery(
    async () => ({ month: readMonth, rows: await planningMonthRows(readMonth) }),
    [readMonth],
  );
  const current = live?.month === month ? live.rows : undefined;
  useEffect(() => {
    if (!current || !owner) return;
    keep(`${owner}|${month}`, current);
    let gone = false;
    // After this month is drawn: the reads ahead must not delay it.
    const timer = window.setTimeout(() => {
      for (const near of neighbourMonths(month)) {
        if (kept.has(`${owner}|${near}`)) continue;
        void planningMonthRows(near).then((rows) => {
          if (gone) return;
          keep(`${owner}|${near}`, rows);
          warm.current?.(rows, near);
        });
      }
    }, 0);
    return () => {
      gone = true;
      window.clearTimeout(timer);
    };
  }, [current, month, owner]);
  return current ?? kept.get(`${owner}|${month}`);
}
