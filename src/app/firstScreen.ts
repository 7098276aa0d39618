import type { AnyRouter } from '@tanstack/react-router';

/**
 * Longest wait for the first page: a start that never draws one (the tenant cannot be
 * loaded, say) still starts the work that waits for it.
 */
const FIRST_SCREEN_CAP_MS = 3_000;

let shown: () => void = () => undefined;
const firstScreen = new Promise<void>((resolve) => {
  shown = resolve;
});

/** After the next frame is painted and the page has no work queued, or after `ms`. */
function whenIdle(done: () => void, ms: number): void {
  requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: ms });
    else setTimeout(done, 0);
  });
}

/**
 * Watches for the first page the router draws. Work at start that can wait (sync's first pull
 * and replay, the token refresh timer, the tenant's fresh copy, the service worker's
 * registration) waits for it, so an offline start shows its first screenful sooner (issue 17,
 * P1: a trace showed their chunks and IndexedDB work in the way of the jobs list).
 */
export function watchFirstScreen(router: AnyRouter): void {
  const stop = router.subscribe('onRendered', () => {
    stop();
    firstScreenDrawn();
  });
}

/** The first page is drawn (by the router, or by the login shell). */
export function firstScreenDrawn(): void {
  whenIdle(shown, 1_000);
}

setTimeout(shown, FIRST_SCREEN_CAP_MS);

/** Resolves once the first page is on screen (at once after that). */
export const afterFirstScreen = (): Promise<void> => firstScreen;
