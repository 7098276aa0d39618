import { useSyncExternalStore } from 'react';
import { shareLiveLocation } from '../../sync/actions/crewPhotos';

/** One point a minute is plenty for a planner's map, and spares the battery. */
export const LIVE_LOCATION_INTERVAL_MS = 60_000;

export type WatchProblem = 'denied' | 'unavailable' | 'unsupported';

type Watch = { watchId: number; lastSentAt: number };

// Module state, not component state: sharing goes on while the chief moves between screens.
const watches = new Map<number, Watch>();
const problems = new Map<number, WatchProblem>();
const listeners = new Set<() => void>();
let snapshot = new Map<number, WatchProblem>();

function setProblem(crewId: number, problem: WatchProblem | null): void {
  if (problem) problems.set(crewId, problem);
  else problems.delete(crewId);
  snapshot = new Map(problems);
  for (const l of listeners) l();
}

/** Starts watching the position for a crew (once); points go through the outbox. */
export function startSharing(crewId: number): void {
  if (watches.has(crewId)) return;
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
    setProblem(crewId, 'unsupported');
    return;
  }
  const watch: Watch = { watchId: 0, lastSentAt: 0 };
  watches.set(crewId, watch);
  watch.watchId = navigator.geolocation.watchPosition(
    (position) => {
      setProblem(crewId, null);
      const now = Date.now();
      if (now - watch.lastSentAt < LIVE_LOCATION_INTERVAL_MS) return;
      watch.lastSentAt = now;
      void shareLiveLocation(crewId, {
        latitude: position.coords.latitude,
        longitude: position.coords.longitude,
        accuracy: Number.isFinite(position.coords.accuracy) ? position.coords.accuracy : null,
        recordedAt: new Date(position.timestamp || now).toISOString(),
      }).catch(() => undefined);
    },
    (error) => {
      if (error.code === error.PERMISSION_DENIED) {
        stopSharing(crewId);
        setProblem(crewId, 'denied');
      } else {
        setProblem(crewId, 'unavailable');
      }
    },
    { enableHighAccuracy: true, maximumAge: 30_000, timeout: 120_000 },
  );
}

export function stopSharing(crewId: number): void {
  const watch = watches.get(crewId);
  if (watch) navigator.geolocation.clearWatch(watch.watchId);
  watches.delete(crewId);
  if (problems.get(crewId) !== 'denied') setProblem(crewId, null);
}

/** Why sharing cannot work for this crew right now, if it cannot. */
export function useWatchProblem(crewId: number): WatchProblem | null {
  const all = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => snapshot,
    () => snapshot,
  );
  return all.get(crewId) ?? null;
}
