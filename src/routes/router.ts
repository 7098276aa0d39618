import { createRouter } from '@tanstack/react-router';
import { rootRoute } from './layouts';
import { bareLayoutTree, loginLayoutTree, logoutRoute } from './publicRoutes';
import { appLayoutTree } from './appRoutes';

const routeTree = rootRoute.addChildren([
  loginLayoutTree,
  bareLayoutTree,
  appLayoutTree,
  logoutRoute,
]);

export function createAppRouter() {
  return createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });
}

declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
