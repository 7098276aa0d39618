import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { appLayout } from './layouts';
import { lazyFeature } from './lazyFeature';

// Plus crews (issue 16). Each route points at ONE lazy screen; pages with a parameter only
// hand it on.

const Dashboard = lazyFeature(
  'plusCrews',
  () => import('../features/plusCrews/PlusCrewDashboardScreen'),
  'PlusCrewDashboardScreen',
);
const Settings = lazyFeature(
  'plusCrews',
  () => import('../features/plusCrews/PlusCrewSettingsScreen'),
  'PlusCrewSettingsScreen',
);
const Data = lazyFeature(
  'plusCrews',
  () => import('../features/plusCrews/PlusCrewDataScreen'),
  'PlusCrewDataScreen',
);

export const plusCrewsRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/plus-crews',
  staticData: { title: msg`Plus crews` },
  component: lazyFeature(
    'plusCrews',
    () => import('../features/plusCrews/PlusCrewsScreen'),
    'PlusCrewsScreen',
  ),
});

export const plusCrewDashboardRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/plus-crews/$number',
  staticData: { title: msg`Plus crew`, entity: { kind: 'plusCrew', param: 'number' } },
  // The selected day lives in the URL (SPEC §4); the screen checks it (dashboardDate.ts:
  // an invalid day is today), so a typed link never fails to open.
  validateSearch: (s: Record<string, unknown>): { date?: string } =>
    typeof s.date === 'string' ? { date: s.date } : {},
  component: function PlusCrewDashboardPage() {
    return <Dashboard number={plusCrewDashboardRoute.useParams().number} />;
  },
});

export const plusCrewSettingsRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/plus-crews/$number/settings',
  staticData: {
    title: msg`Plus crew settings`,
    entity: { kind: 'plusCrew', param: 'number', wording: 'settings' },
  },
  component: function PlusCrewSettingsPage() {
    return <Settings number={plusCrewSettingsRoute.useParams().number} />;
  },
});

export const plusCrewDataRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/plus-crews/$number/data',
  staticData: {
    title: msg`Plus crew data`,
    entity: { kind: 'plusCrew', param: 'number', wording: 'dailyFigures' },
  },
  component: function PlusCrewDataPage() {
    return <Data number={plusCrewDataRoute.useParams().number} />;
  },
});

export const plusCrewRoutes = [
  plusCrewsRoute,
  plusCrewDashboardRoute,
  plusCrewSettingsRoute,
  plusCrewDataRoute,
];
