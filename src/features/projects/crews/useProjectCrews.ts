import { useEffect, useState } from 'react';
import type { PlannerCrew, PlannerCrewItem } from '../../../db/db';
import { useProjectCrewRows } from '../../../db/projectCrewsHooks';
import type { DetailOutcome } from '../../../sync/details';
import { PROJECT_CREWS_INTERVAL_MS, refreshProjectCrews } from '../../../sync/projectCrews';

export type ProjectCrewsData = { crews: PlannerCrew[]; items: PlannerCrewItem[] };

/**
 * The project's crews and items from the local tables (offline after one visit), pulled on
 * opening and every 30 s while the screen stays open and visible: the chief's check-ins,
 * sign-off and live location show without a reload. Booking people's availability is pulled
 * on opening only (it changes slowly; the server checks again on arrival).
 */
export function useProjectCrews(number: string): {
  data: ProjectCrewsData | undefined;
  refresh: DetailOutcome | 'loading';
} {
  const [refresh, setRefresh] = useState<DetailOutcome | 'loading'>('loading');
  useEffect(() => {
    let live = true;
    const run = (people: boolean) =>
      void refreshProjectCrews(number, { people }).then((outcome) => {
        if (live) setRefresh(outcome);
      });
    run(true);
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') run(false);
    }, PROJECT_CREWS_INTERVAL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [number]);
  const data = useProjectCrewRows(number);
  return { data, refresh };
}
