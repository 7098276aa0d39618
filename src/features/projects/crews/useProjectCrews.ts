import { useCallback, useEffect, useState } from 'react';
import type { PlannerCrew, PlannerCrewItem } from '../../../db/db';
import { useProjectCrewRows } from '../../../db/projectCrewsHooks';
import type { DetailOutcome } from '../../../sync/details';
import { useLiveChanges } from '../../../sync/live/useLiveChanges';
import { PROJECT_CREWS_INTERVAL_MS, refreshProjectCrews } from '../../../sync/projectCrews';

export type ProjectCrewsData = { crews: PlannerCrew[]; items: PlannerCrewItem[] };

/**
 * The project's crews and items from the local tables (offline after one visit), pulled on
 * opening and every 30 s while the screen stays open and visible: the chief's sign-off and
 * live location show without a reload. On top, the live changes (sync/live, every 5 s) pull
 * the crews again as soon as someone else changes one of this project's crew items (an
 * application, a check-in), so those show within seconds. Booking people's availability is
 * pulled on opening only (it changes slowly; the server checks again on arrival).
 */
export function useProjectCrews(number: string): {
  data: ProjectCrewsData | undefined;
  refresh: DetailOutcome | 'loading';
} {
  const [refresh, setRefresh] = useState<{ number: string; outcome: DetailOutcome } | null>(null);
  const run = useCallback(
    (people: boolean) =>
      void refreshProjectCrews(number, { people }).then((outcome) =>
        setRefresh({ number, outcome }),
      ),
    [number],
  );
  useEffect(() => {
    run(true);
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') run(false);
    }, PROJECT_CREWS_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [run]);
  useLiveChanges((changes) => {
    if (changes.some((c) => c.projectNumber === number)) run(false);
  });
  const data = useProjectCrewRows(number);
  return { data, refresh: refresh?.number === number ? refresh.outcome : 'loading' };
}
