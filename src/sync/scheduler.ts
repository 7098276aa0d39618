import { NetworkError } from '../api/errors';
import { getSession } from '../session/sessionState';
import { isUnauthorizedError, refreshOnce } from '../session/pageRefresh';
import { isOnline, setOnline, watchBrowserOnline } from './online';
import { onEnqueued } from './outbox/enqueue';
import { replayOutbox, resetBackoff, type ReplaySummary } from './outbox/replay';
import { pullAll, type PullResult } from './pull/pull';
import type { PullContext, PullName } from './resources';

import { SYNC_TAG } from './constants';
export { SYNC_TAG };
const REPLAY_INTERVAL_MS = 20_000;
const PULL_INTERVAL_MS = 300_000;
const PULL_THROTTLE_MS = 30_000;

function pullContext(): PullContext | null {
  const s = getSession();
  if (s.status !== 'authenticated') return null;
  return { token: s.token, payload: s.payload, rights: s.rights, today: new Date() };
}

let replaying: Promise<ReplaySummary | null> | null = null;
let again = false;
let resetWanted = false;

/**
 * Coalesced: a request during a pass runs one more pass after it, never two at once.
 * `resetBackoff` (the network is back) lets waiting records go at once. The reset runs in the
 * loop, before the pass it is for: a pass already under way when the network came back may
 * still record a failure and its backoff after a reset made beside it, and its records then
 * waited for the next timer, 20 s on (seen in e2e: a form sent just before going online).
 */
export function requestReplay(
  options: { resetBackoff?: boolean } = {},
  deps = { replayOutbox, resetBackoff },
): Promise<ReplaySummary | null> {
  if (options.resetBackoff) resetWanted = true;
  if (replaying) {
    again = true;
    return replaying;
  }
  replaying = (async () => {
    let last: ReplaySummary;
    do {
      again = false;
      if (resetWanted) {
        resetWanted = false;
        await deps.resetBackoff();
      }
      last = await deps.replayOutbox();
      if (last.stopped === 'offline') setOnline(false);
      else if (last.sent > 0) setOnline(true);
    } while (again);
    return last;
  })().finally(() => {
    replaying = null;
  });
  return replaying;
}

let lastPull = 0;

/** Pulls what applies to the person (or only `names`), unless one ran moments ago. */
export async function requestPull(
  options: { names?: readonly PullName[]; force?: boolean } = {},
): Promise<PullResult | null> {
  const ctx = pullContext();
  if (!ctx) return null;
  if (!options.force && !options.names && Date.now() - lastPull < PULL_THROTTLE_MS) return null;
  if (!options.names) lastPull = Date.now();
  let result = await pullAll(ctx, options.names);
  // The access token expired (the app was closed for longer than it lives): refresh with the
  // refresh token and pull what was refused again, once.
  const refused = result.errors.filter((e) => isUnauthorizedError(e.error));
  if (refused.length > 0) {
    const fresh = await refreshOnce(ctx.token);
    const again = fresh && fresh !== ctx.token ? pullContext() : null;
    if (again) {
      const retried = await pullAll(
        again,
        refused.map((e) => e.resource as PullName),
      );
      const kept = result.errors.filter((e) => !isUnauthorizedError(e.error));
      result = { rows: result.rows + retried.rows, errors: [...kept, ...retried.errors] };
    }
  }
  const offline = result.errors.some((e) => e.error instanceof NetworkError);
  setOnline(!offline);
  return result;
}

/** Asks the service worker to replay when the browser says the network is back. */
type SyncManagerLike = { register(tag: string): Promise<void> };

async function registerBackgroundSync(): Promise<void> {
  // Background Sync is not in TypeScript's DOM lib; the registration may carry it.
  const reg = (await navigator.serviceWorker?.getRegistration()) as
    { sync?: SyncManagerLike } | undefined;
  await reg?.sync?.register(SYNC_TAG).catch(() => undefined);
}

/**
 * The page's share of the data path: replay on start, online, visibility, enqueue and an
 * interval (browsers without Background Sync); pull on start, online, focus and an interval.
 */
export function startSync(): () => void {
  const stopWatching = watchBrowserOnline();
  const kick = () => {
    void requestReplay();
    void requestPull();
  };
  // Back online (or starting): the waiting changes go first, then the pull. Side by side, the
  // pull's writes and the screens they redraw slowed the drain (issue 17, P3), and a pull
  // after it brings the server's state with those changes in it.
  const sendThenPull = () =>
    void requestReplay({ resetBackoff: true })
      .catch(() => null)
      .then(() => requestPull({ force: true }));
  const onOnline = sendThenPull;
  const onVisible = () => {
    if (document.visibilityState === 'visible') kick();
  };
  const stopEnqueued = onEnqueued(() => {
    void registerBackgroundSync();
    void requestReplay();
  });
  window.addEventListener('online', onOnline);
  window.addEventListener('focus', kick);
  document.addEventListener('visibilitychange', onVisible);
  const replayTimer = setInterval(() => void requestReplay(), REPLAY_INTERVAL_MS);
  const pullTimer = setInterval(() => {
    if (isOnline()) void requestPull({ force: true });
  }, PULL_INTERVAL_MS);

  sendThenPull();

  return () => {
    stopWatching();
    stopEnqueued();
    window.removeEventListener('online', onOnline);
    window.removeEventListener('focus', kick);
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(replayTimer);
    clearInterval(pullTimer);
  };
}
