import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { appLayout } from './layouts';
import { lazyFeature } from './lazyFeature';

// The crew chief on site (issue 5, slice crews): crew screen and check-in/out. Each page only
// hands the path's parameter to its lazy screen.

const Crew = lazyFeature('crews', () => import('../features/crews/CrewScreen'), 'CrewScreen');
const CheckIn = lazyFeature(
  'crews',
  () => import('../features/crews/CheckInScreen'),
  'CheckInScreen',
);

export const crewRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/crews/$id',
  staticData: { title: msg`Crew`, entity: { kind: 'crew', param: 'id' } },
  component: function CrewPage() {
    return <Crew id={crewRoute.useParams().id} />;
  },
});

export const crewChiefJobRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/crews/$id/crew-chief-job',
  staticData: { title: msg`Crew`, entity: { kind: 'crew', param: 'id' } },
  component: function CrewChiefJobPage() {
    return <Crew id={crewChiefJobRoute.useParams().id} />;
  },
});

export const checkInRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/crews/$id/check-in',
  staticData: { title: msg`Check-in` },
  component: function CheckInPage() {
    return <CheckIn id={checkInRoute.useParams().id} mode="in" />;
  },
});

export const checkOutRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/crews/$id/check-out',
  staticData: { title: msg`Check-out` },
  component: function CheckOutPage() {
    return <CheckIn id={checkOutRoute.useParams().id} mode="out" />;
  },
});
