import { useSyncExternalStore } from 'react';
import { isOnline, subscribeOnline } from './online';
import { getPullProgress, subscribePullProgress, type PullProgress } from './pull/progress';

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, isOnline);
}

export function usePullProgress(): PullProgress {
  return useSyncExternalStore(subscribePullProgress, getPullProgress, getPullProgress);
}
