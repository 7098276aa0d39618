import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { focusHeadingWhenReady } from './headingFocus';

/**
 * After every change of page (not of its query: filters and tabs keep focus where it is),
 * focus moves to the page heading; not on the app's first load, where the browser's own
 * start is right.
 */
export function useHeadingFocus(): void {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return focusHeadingWhenReady();
  }, [pathname]);
}
