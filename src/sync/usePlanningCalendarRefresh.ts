import { useEffect, useState } from 'react';
import type { DetailOutcome } from './details';
import { useOnline } from './useSync';
import {
  PLANNING_CALENDAR_INTERVAL_MS,
  refreshContactItems,
  refreshPlanningCalendar,
} from './planningCalendar';

/**
 * The planning calendar's one seam for freshness: pulls the month shown (and its neighbours)
 * when the screen opens, when the month changes, when the device comes back online, and every
 * 30 s while the screen stays open and visible. Faster live changes (issue 14's changes
 * slice) replace or shorten this interval here, and nowhere else. With a person chosen, their
 * planner items from one month ago on come too (SPEC §9).
 */
export function usePlanningCalendarRefresh(
  month: string,
  personId?: number,
): DetailOutcome | 'loading' {
  const online = useOnline();
  const [state, setState] = useState<{ month: string; outcome: DetailOutcome | 'loading' }>({
    month,
    outcome: 'loading',
  });
  useEffect(() => {
    let live = true;
    const run = () =>
      void refreshPlanningCalendar(month).then((outcome) => {
        if (live) setState({ month, outcome });
      });
    run();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible' && online) run();
    }, PLANNING_CALENDAR_INTERVAL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [month, online]);
  // A person chosen: theirs on their own, so a person switch does not pull the month again.
  useEffect(() => {
    if (personId !== undefined && online) void refreshContactItems(personId);
  }, [personId, online]);
  return state.month === month ? state.outcome : 'loading';
}
