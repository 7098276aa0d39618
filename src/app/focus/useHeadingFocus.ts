import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { focusHeadingWhenReady, routerTookOver } from './headingFocus';

/**
 * After every change of page (not of its query: filters and tabs keep focus where it is),
 * focus moves to the page heading; not on the app's first load, where the browser's own
 * start is right.
 */
export function useHeadingFocus(): void {
  // The resolved location, not the asked one: while the next page's chunks load, the old page
  // (and its heading) is still drawn, and focusing it would lose the focus once it goes.
  const pathname = useRouterState({ select: (s) => s.resolvedLocation?.pathname });
  const first = useRef(!routerTookOver());
  useEffect(() => {
    if (pathname === undefined) return;
    if (first.current) {
      first.current = false;
      return;
    }
    return focusHeadingWhenReady();
  }, [pathname]);
}
