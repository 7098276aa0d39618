import { Outlet } from '@tanstack/react-router';
import type { Authenticated } from '../../session/sessionState';
import { menuContextOf } from '../../session/sessionState';
import { isPageAvailable } from '../../session/pageAccess';
import { NotAvailableScreen } from '../NotAvailableScreen';
import { useLocationParts } from './usePageMeta';

/**
 * The page of the current route, or the "not available" screen when its menu entry is not
 * this person's. Decided while rendering, not in the route guard, so new rights (a refresh
 * after a rights change) show the page without a reload; guests keep the guard's redirects.
 */
export function PageOutlet({ session }: { session: Authenticated }) {
  const { pathname } = useLocationParts();
  if (!isPageAvailable(menuContextOf(session), pathname)) return <NotAvailableScreen />;
  return <Outlet />;
}
