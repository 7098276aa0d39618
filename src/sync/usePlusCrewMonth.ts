import { useEffect, useState } from 'react';
import { refreshPlusCrewMonth, type PlusCrewMonthOutcome } from './plusCrewMonth';
import { useOnline } from './useSync';

/**
 * The dashboard's fetch of the month on screen (SPEC §4: loading starts on each fetch, then
 * succeeds or fails and loading stops). Runs when the crew or month changes and when the
 * device comes back online; 'loading' until the fetch of THIS month answers.
 */
export function usePlusCrewMonth(
  plusCrewId: number | undefined,
  month: string,
): PlusCrewMonthOutcome | { kind: 'loading' } {
  const online = useOnline();
  const key = `${plusCrewId ?? ''}:${month}`;
  const [state, setState] = useState<{ key: string; outcome: PlusCrewMonthOutcome } | null>(null);
  useEffect(() => {
    if (plusCrewId === undefined) return;
    let live = true;
    void refreshPlusCrewMonth(plusCrewId, month).then((outcome) => {
      if (live) setState({ key: `${plusCrewId}:${month}`, outcome });
    });
    return () => {
      live = false;
    };
  }, [plusCrewId, month, online]);
  return state?.key === key ? state.outcome : { kind: 'loading' };
}
