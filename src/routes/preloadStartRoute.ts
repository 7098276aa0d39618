import type { AnyRouter } from '@tanstack/react-router';

/**
 * Starts loading the lazy chunks of the routes `pathname` matches (the layout's and the
 * screen's) at once, beside boot's own reads, instead of one after another once the router
 * renders (issue 17, P1: a trace showed the layout's and the jobs screen's chunks in a
 * waterfall after the session and the catalogs). A failure here is retried by the router.
 */
export function preloadStartRoute(router: AnyRouter, pathname: string): void {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}
