import type { AnyRouter } from '@tanstack/react-router';
import { loadFeatureTexts } from '../i18n/i18n';
import { featureAreaOf } from './lazyFeature';

/**
 * Starts loading the lazy chunks of the routes `pathname` matches (the layout's and the
 * screen's) at once, beside boot's own reads, instead of one after another once the router
 * renders (issue 17, P1: a trace showed the layout's and the jobs screen's chunks in a
 * waterfall after the session and the catalogs). A failure here is retried by the router.
 *
 * Each route's chunk starts in a task of its own: a chunk's load adds a preload link for every
 * file it imports (some 30 for the layout), and all of them in boot's task made it one of the
 * long tasks of a signed-in start (issue 17, Lighthouse TBT; ~80 ms of `appendChild` at 4×
 * CPU in a profile).
 */
export function preloadStartRoute(router: AnyRouter, pathname: string): void {
  const [routes] = router.getMatchedRoutes(pathname);
  // The screen's texts start now, beside the catalogs, not behind its code: an offline start
  // asked for them only once some 20 chunks had queued at the service worker (P1 trace).
  for (const route of routes) {
    const area = featureAreaOf(route.options?.component);
    if (area) void loadFeatureTexts(area);
  }
  for (const route of routes) {
    setTimeout(() => void router.loadRouteChunk(route)?.catch(() => undefined), 0);
  }
}
