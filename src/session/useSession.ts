import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type SessionState } from './sessionState';

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
