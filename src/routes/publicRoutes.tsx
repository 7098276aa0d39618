import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { bareLayout, loginLayout, rootRoute } from './layouts';
import { getSession } from '../session/sessionState';
import { afterLoginPath } from '../session/guard';
import { loginSearch, staysOnLogin } from '../features/auth/loginForm';
import { CrewProfile } from './jobsRoutes';
import { lazyFeature } from './lazyFeature';

// Lazy: logout carries the outbox and sync code, which /login must not load (P4).
const LogoutScreen = lazyRouteComponent(() => import('../app/LogoutScreen'), 'LogoutScreen');
const LoginScreen = lazyRouteComponent(() => import('../features/auth/LoginScreen'), 'LoginScreen');

export const loginRoute = createRoute({
  getParentRoute: () => loginLayout,
  path: '/login',
  validateSearch: loginSearch,
  staticData: { title: msg`Login` },
  beforeLoad: ({ search }) => {
    const session = getSession();
    if (session.status === 'authenticated' && !staysOnLogin(search, true)) {
      throw redirect({ href: afterLoginPath(session.payload, search.redirect) });
    }
  },
  // With the screen's preload, so loading this route's chunk (preloadStartRoute) fetches it.
  component: Object.assign(
    function LoginPage() {
      return <LoginScreen search={loginRoute.useSearch()} />;
    },
    { preload: () => LoginScreen.preload?.() },
  ),
});

const ForgottenPassword = lazyRouteComponent(
  () => import('../features/auth/ForgottenPasswordScreen'),
  'ForgottenPasswordScreen',
);
const RenewPassword = lazyRouteComponent(
  () => import('../features/auth/RenewPasswordScreen'),
  'RenewPasswordScreen',
);
const Unsubscribe = lazyRouteComponent(
  () => import('../features/auth/UnsubscribeScreen'),
  'UnsubscribeScreen',
);

const forgottenPasswordRoute = createRoute({
  getParentRoute: () => loginLayout,
  path: '/forgotten-password',
  staticData: { title: msg`Forgotten password` },
  component: ForgottenPassword,
});

const renewPasswordRoute = createRoute({
  getParentRoute: () => loginLayout,
  path: '/renew-password',
  validateSearch: (s: Record<string, unknown>): { token?: string } =>
    typeof s.token === 'string' ? { token: s.token } : {},
  staticData: { title: msg`Forgotten password` },
  component: function RenewPasswordPage() {
    return <RenewPassword token={renewPasswordRoute.useSearch().token} />;
  },
});

const resetTokenRoute = createRoute({
  getParentRoute: () => loginLayout,
  path: '/forgottenPassword/$token',
  staticData: { title: msg`Forgotten password` },
  component: function ResetTokenPage() {
    return <RenewPassword token={resetTokenRoute.useParams().token} />;
  },
});

const welcomeRoute = createRoute({
  getParentRoute: () => loginLayout,
  path: '/welcome/$token',
  staticData: { title: msg`Welcome` },
  component: function WelcomePage() {
    return <RenewPassword token={welcomeRoute.useParams().token} welcome />;
  },
});

const unsubscribeRoute = createRoute({
  getParentRoute: () => loginLayout,
  path: '/unsubscribe/$token',
  staticData: { title: msg`Unsubscribe` },
  component: function UnsubscribePage() {
    return <Unsubscribe token={unsubscribeRoute.useParams().token} />;
  },
});

/** A public payroll link carries its access token in the query (`?token=…`). */
const publicPayrollSearch = (s: Record<string, unknown>): { token?: string } =>
  typeof s.token === 'string' ? { token: s.token } : {};
const publicPayrollScreens = () => import('../features/payrolls/PublicPayrollScreens');
const publicPayrolls = createRoute({
  getParentRoute: () => bareLayout,
  path: '/public/payrolls',
  validateSearch: publicPayrollSearch,
  staticData: { title: msg`Payrolls` },
  component: lazyFeature('payrolls', publicPayrollScreens, 'PublicPayrollsScreen'),
});
const publicPayroll = createRoute({
  getParentRoute: () => bareLayout,
  path: '/public/payrolls/$number',
  validateSearch: publicPayrollSearch,
  staticData: { title: msg`Payroll` },
  component: lazyFeature('payrolls', publicPayrollScreens, 'PublicPayrollScreen'),
});
const publicCrewProfile = createRoute({
  getParentRoute: () => bareLayout,
  path: '/public/crew-profile/$personId',
  staticData: { title: msg`Crew profile` },
  component: function PublicCrewProfilePage() {
    return <CrewProfile personId={publicCrewProfile.useParams().personId} publicView />;
  },
});

const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/logout',
  component: LogoutScreen,
});

export const loginLayoutTree = loginLayout.addChildren([
  loginRoute,
  forgottenPasswordRoute,
  renewPasswordRoute,
  resetTokenRoute,
  welcomeRoute,
  unsubscribeRoute,
]);

export const bareLayoutTree = bareLayout.addChildren([
  publicPayrolls,
  publicPayroll,
  publicCrewProfile,
]);

export { logoutRoute };
