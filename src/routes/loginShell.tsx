// No import of @tanstack/react-router here, nor of anything that imports it: this file is in
// the boot chunk, and the router is what the shell leaves out (build/firstLoadGraph.test.ts
// checks it).
import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { RootLayout } from '../app/layout/RootLayout';
import { NavigationProvider, pageLoad, type Navigation } from '../app/navigation/navigation';
import { firstScreenDrawn } from '../app/firstScreen';
import { routerTakesOver } from '../app/focus/headingFocus';
import { loginSearch, staysOnLogin } from '../features/auth/loginForm';
import type * as RoutingModule from './routing';

/**
 * A query string as the router reads it: each value that is JSON (a number, a quoted string)
 * is parsed, so the shell and the router's /login see the same search (loginForm's loginSearch).
 */
export function readQuery(query: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    try {
      out[key] = JSON.parse(value) as unknown;
    } catch {
      out[key] = value;
    }
  }
  return out;
}

/**
 * Whether a start at this address draws the login shell instead of the router (issue 17, P4:
 * /login without the router and the route table, ~30 KB gzip): /login for somebody who stays
 * on it. A signed-in person is sent on by the router's /login guard instead.
 */
export function startsInLoginShell(
  location: Pick<Location, 'pathname' | 'search'>,
  signedIn: boolean,
) {
  return (
    location.pathname === '/login' &&
    staysOnLogin(loginSearch(readQuery(location.search)), signedIn)
  );
}

const loadLoginScreen = () => import('../features/auth/LoginScreen');
const LoginScreen = lazy(() => loadLoginScreen().then((m) => ({ default: m.LoginScreen })));
// Lazy as well, though it is drawn first: every other page's first load would carry it and the
// Mantine inputs of its language picker (issue 17, P4). The login screen's chunk imports it
// (ScreenTitle), so asking for that one fetches both at once.
const loadLoginLayout = () => import('../app/layout/LoginLayout');
const LoginLayout = lazy(() => loadLoginLayout().then((m) => ({ default: m.LoginLayout })));

/** Starts loading the login page's code at boot, beside the catalogs and the tenant. */
export function preloadLoginScreen(): void {
  void loadLoginScreen().catch(() => undefined);
  void loadLoginLayout().catch(() => undefined);
}

let routing: Promise<typeof RoutingModule> | null = null;
/** The router's chunk, asked for once (by main.tsx at boot, or by the shell on leaving). */
export const loadRouting = () => (routing ??= import('./routing'));

function Drawn() {
  useEffect(() => firstScreenDrawn(), []);
  return null;
}

/**
 * /login without the router. Leaving it (the forgotten-password link, a successful login)
 * loads the router, moves the address, lets the router load the next page's code and data, and
 * only then swaps: the login form stays on screen until the next page can be drawn.
 */
export function LoginShell() {
  const [search] = useState(() => loginSearch(readQuery(window.location.search)));
  const [router, setRouter] = useState<ReactNode>(null);
  const navigation = useMemo<Navigation>(
    () => ({
      go: async (href, options) => {
        const loaded = await loadRouting().catch(() => null);
        if (!loaded) {
          // Its chunk did not come (offline before the worker had cached it): the page loads
          // anew at the next address instead, the session already stored.
          routing = null;
          return pageLoad.go(href, options);
        }
        if (options?.replace) window.history.replaceState(null, '', href);
        else window.history.pushState(null, '', href);
        const next = loaded.createAppRouter();
        routerTakesOver();
        await next.load();
        startTransition(() => setRouter(<loaded.RouterView router={next} />));
      },
      prefetch: () => void loadRouting().catch(() => (routing = null)),
    }),
    [],
  );
  if (router) return router;
  return (
    <NavigationProvider value={navigation}>
      <RootLayout>
        <Suspense fallback={null}>
          <LoginLayout>
            <Suspense fallback={null}>
              <LoginScreen search={search} />
              <Drawn />
            </Suspense>
          </LoginLayout>
        </Suspense>
      </RootLayout>
    </NavigationProvider>
  );
}
