import { useEffect, useSyncExternalStore } from 'react';
import { isOnline, subscribeOnline } from './online';
import type { PullName } from './resources';
import { getPullProgress, subscribePullProgress, type PullProgress } from './pull/progress';

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, isOnline);
}

export function usePullProgress(): PullProgress {
  return useSyncExternalStore(subscribePullProgress, getPullProgress, getPullProgress);
}

/**
 * A screen that opens pulls its resources once more (DESIGN.md: "on opening a detail"), so
 * what it shows is fresh when online; offline it keeps showing the tables as they are.
 */
export function useRefreshOnOpen(names: readonly PullName[]): void {
  const key = names.join(',');
  useEffect(() => {
    // The key is made of PullNames: splitting it gives them back. The scheduler is loaded
    // here, not imported: with it the layout and every screen carried the sync engine (each
    // API schema) into their first render, a long task before a signed-in start showed
    // anything (issue 17, Lighthouse TBT). startSignedIn loads it after the first screen.
    void import('./scheduler')
      .then((s) => s.requestPull({ names: key.split(',') as PullName[] }))
      .catch(() => undefined);
  }, [key]);
}
