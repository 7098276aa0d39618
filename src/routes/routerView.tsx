import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { NavigationProvider, type Navigation } from '../app/navigation/navigation';
import { subscribeSession } from '../session/sessionState';

/** The app's pages, drawn by the router; `go` and `PageLink` navigate through it. */
export function RouterView({ router }: { router: AnyRouter }) {
  // Guards read the session: re-run them whenever it changes (login, logout, failed refresh).
  useEffect(() => subscribeSession(() => void router.invalidate()), [router]);
  const navigation = useMemo<Navigation>(
    () => ({
      go: (href, options) => router.navigate({ href, replace: options?.replace }),
      prefetch: (href) => {
        if (href) void router.preloadRoute({ to: href }).catch(() => undefined);
      },
    }),
    [router],
  );
  return (
    <NavigationProvider value={navigation}>
      <RouterProvider router={router} />
    </NavigationProvider>
  );
}
