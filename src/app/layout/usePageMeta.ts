import { useMatches, useRouterState } from '@tanstack/react-router';
import type { MessageDescriptor } from '@lingui/core';

/** The title of the deepest matched route that names one. */
export function usePageTitle(): MessageDescriptor | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = matches[i]?.staticData.title;
    if (title) return title;
  }
  return null;
}

export function useLocationParts(): { pathname: string; searchStr: string } {
  return useRouterState({
    select: (s) => ({ pathname: s.location.pathname, searchStr: s.location.searchStr }),
    structuralSharing: true,
  });
}
