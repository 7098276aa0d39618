import { fetchCrewItemChanges } from '../../api/crewItemChanges';
import { NetworkError } from '../../api/errors';
import type { CrewItemChange } from '../../api/schemas/crewItemChanges';
import { db } from '../../db/db';
import { normaliseLoginTypes } from '../../session/loginTypes';
import { withFreshToken } from '../../session/pageRefresh';
import { hasRight } from '../../session/rights';
import { getSession } from '../../session/sessionState';
import { isOnline, setOnline, subscribeOnline } from '../online';
import { sendSeen } from './seen';

/**
 * Live changes (issue 14): while a planning view or a project is open online, others' crew
 * item changes (a crew member applying, a chief checking in) arrive within seconds.
 *
 * Why a pull on an interval and not server-sent events: the call is cheap (one indexed query,
 * usually an empty answer thanks to the cursor); it goes through the same authenticated
 * request path as every other call (an EventSource cannot send the bearer token or refresh
 * it); it needs no long-lived connection through the service worker, proxies or the
 * one-process e2e servers; and it stops by itself when the tab is hidden or offline, when a
 * stream would hold a connection (and a phone's radio) open. 5 s keeps "within a few seconds"
 * at one small request per open view.
 */
export const LIVE_INTERVAL_MS = 5_000;

export type LiveListener = (changes: CrewItemChange[]) => void;

const listeners = new Set<LiveListener>();
let timer: ReturnType<typeof setInterval> | null = null;
/** The newest change id seen by this page, per person: null until the first answer. */
let cursor: { owner: number; id: number } | null = null;
let ticking = false;

function watcher(): number | null {
  const s = getSession();
  if (s.status !== 'authenticated' || s.payload.type !== 'other') return null;
  const types = normaliseLoginTypes(s.payload.loginData.loginTypes);
  if (!(types.has('client') || types.has('planner')) || !hasRight(s.rights, 'projects')) {
    return null;
  }
  return s.payload.loginData.personId;
}

/** One look for news: the first fills the table whole, later ones add what is new. */
export async function tickLiveChanges(): Promise<void> {
  const me = watcher();
  if (me === null || ticking || !isOnline() || document.visibilityState !== 'visible') return;
  ticking = true;
  try {
    await sendSeen();
    const since = cursor?.owner === me ? cursor.id : undefined;
    const answer = await withFreshToken((token) => fetchCrewItemChanges(token, since));
    if (since === undefined) {
      await db.transaction('rw', db.crewItemChanges, async () => {
        await db.crewItemChanges.clear();
        await db.crewItemChanges.bulkPut(answer.items);
      });
    } else if (answer.items.length > 0) {
      await db.crewItemChanges.bulkPut(answer.items);
    }
    cursor = { owner: me, id: answer.cursor };
    setOnline(true);
    // The first answer is what the view's own pull covers; only news after it is told.
    if (since !== undefined && answer.items.length > 0) {
      for (const listener of listeners) listener(answer.items);
    }
  } catch (error) {
    if (error instanceof NetworkError) setOnline(false);
  } finally {
    ticking = false;
  }
}

const onVisible = () => {
  if (document.visibilityState === 'visible') void tickLiveChanges();
};
let unsubscribeOnline: (() => void) | null = null;

/** Listens for others' changes while at least one view listens; returns the unsubscribe. */
export function subscribeLiveChanges(listener: LiveListener): () => void {
  listeners.add(listener);
  if (!timer) {
    timer = setInterval(() => void tickLiveChanges(), LIVE_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisible);
    unsubscribeOnline = subscribeOnline(() => void tickLiveChanges());
    void tickLiveChanges();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
      document.removeEventListener('visibilitychange', onVisible);
      unsubscribeOnline?.();
      unsubscribeOnline = null;
    }
  };
}
