import {
  Outlet,
  createRootRoute,
  createRoute,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import { RootLayout } from '../app/layout/RootLayout';
import { BareLayout } from '../app/layout/BareLayout';
import { decideRoute } from '../session/guard';
import { getSession } from '../session/sessionState';
import { useHeadingFocus } from '../app/focus/useHeadingFocus';
import './staticData';

const NotFoundScreen = lazyRouteComponent(() => import('../app/NotFoundScreen'), 'NotFoundScreen');

export const rootRoute = createRootRoute({
  component: function RoutedRoot() {
    useHeadingFocus();
    return (
      <RootLayout>
        <Outlet />
      </RootLayout>
    );
  },
  notFoundComponent: NotFoundScreen,
});

/** Login, forgotten password, welcome... for people not logged in. */
export const loginLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'login-layout',
  // Lazy: its language picker brings Mantine's inputs, which /jobs does not draw (issue 17, P4).
  component: lazyRouteComponent(() => import('./RoutedLoginLayout'), 'RoutedLoginLayout'),
});

/** /public/... pages: no session, no menu. */
export const bareLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'bare-layout',
  component: function RoutedBareLayout() {
    return (
      <BareLayout>
        <Outlet />
      </BareLayout>
    );
  },
});

/** Paths open to everyone even though they sit in the app layout. */
const OPEN_PATHS = new Set(['/version']);

/** Every authenticated page; the guard of SPEC §5 runs before any of them loads. */
export const appLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app-layout',
  // Lazy: the menus, sync status and their libraries are not needed to show /login (P4).
  component: lazyRouteComponent(() => import('../app/layout/AppLayout'), 'AppLayout'),
  // Each feature screen brings its own texts (lazyFeature).
  beforeLoad: ({ location }) => {
    const session = getSession();
    if (OPEN_PATHS.has(location.pathname) && session.status !== 'authenticated') return;
    const decision = decideRoute({
      path: location.pathname,
      search: location.searchStr,
      payload: session.status === 'authenticated' ? session.payload : null,
    });
    if (decision.kind === 'login') throw redirect({ to: '/login', search: decision.search });
    if (decision.kind === 'redirect') throw redirect({ href: decision.to });
  },
});
