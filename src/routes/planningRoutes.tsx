import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { appLayout } from './layouts';
import { parsePlanningSearch } from '../features/planning/calendar/planningSearch';
import { lazyFeature } from './lazyFeature';

type PlannerCrewSearch = Partial<Record<'crews' | 'functions' | 'regions' | 'tags', string>>;

// The planning views (issue 14) and membership crews. Each route points at ONE lazy screen;
// pages with a parameter only hand it on. Filters that must survive a reload or a shared link
// are kept in the URL query: each screen declares its own validateSearch here.

const MembershipCrew = lazyFeature(
  'membershipCrews',
  () => import('../features/membershipCrews/MembershipCrewScreen'),
  'MembershipCrewScreen',
);
const MembershipContact = lazyFeature(
  'membershipCrews',
  () => import('../features/membershipCrews/MembershipContactScreen'),
  'MembershipContactScreen',
);

export const planningCalendarRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/planning-calendar',
  staticData: { title: msg`Planning calendar` },
  validateSearch: parsePlanningSearch,
  component: lazyFeature(
    'planning',
    () => import('../features/planning/calendar/PlanningCalendarScreen'),
    'PlanningCalendarScreen',
  ),
});

export const plannerCrewRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/planner-crew',
  staticData: { title: msg`Crew planner` },
  // The filters live in the URL as comma-separated lists; the screen checks them itself
  // (plannerCrewFilters.ts), so an old or typed link never fails to open.
  validateSearch: (s: Record<string, unknown>): PlannerCrewSearch => {
    const out: PlannerCrewSearch = {};
    for (const key of ['crews', 'functions', 'regions', 'tags'] as const) {
      const v = s[key];
      if (typeof v === 'string' || typeof v === 'number') out[key] = String(v);
    }
    return out;
  },
  component: lazyFeature(
    'planning',
    () => import('../features/planning/plannerCrew/PlannerCrewScreen'),
    'PlannerCrewScreen',
  ),
});

export const crewItemListRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/planning-crew-item-list',
  staticData: { title: msg`Crew item list` },
  // The list's filters live in the URL; the screen checks them (crewItemListFilters.ts).
  validateSearch: (
    s: Record<string, unknown>,
  ): { from?: string; to?: string; project?: string; status?: string; fn?: string } =>
    Object.fromEntries(
      (['from', 'to', 'project', 'status', 'fn'] as const)
        .filter((k) => typeof s[k] === 'string')
        .map((k) => [k, s[k] as string]),
    ),
  component: lazyFeature(
    'planning',
    () => import('../features/planning/crewItemList/CrewItemListScreen'),
    'CrewItemListScreen',
  ),
});

export const projectsCalendarRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/projects-calendar',
  staticData: { title: msg`Projects calendar` },
  // Month or week and the chosen day live in the URL; the screen checks them (SPEC §5: an
  // invalid date is today).
  validateSearch: (s: Record<string, unknown>): { view?: string; date?: string } => ({
    ...(typeof s.view === 'string' ? { view: s.view } : {}),
    ...(typeof s.date === 'string' ? { date: s.date } : {}),
  }),
  component: lazyFeature(
    'planning',
    () => import('../features/planning/projectsCalendar/ProjectsCalendarScreen'),
    'ProjectsCalendarScreen',
  ),
});

export const todoCalendarRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/todo-calendar',
  staticData: { title: msg`To-do calendar` },
  // The shown month (YYYY-MM) and chosen day (YYYY-MM-DD) survive a reload; the screen checks
  // them (todoDays.ts) and falls back to today's.
  validateSearch: (s: Record<string, unknown>): { month?: string; day?: string } => ({
    ...(typeof s.month === 'string' ? { month: s.month } : {}),
    ...(typeof s.day === 'string' ? { day: s.day } : {}),
  }),
  component: lazyFeature(
    'planning',
    () => import('../features/planning/todo/TodoCalendarScreen'),
    'TodoCalendarScreen',
  ),
});

export const membershipCrewsRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/membership-crews',
  staticData: { title: msg`Membership crews` },
  component: lazyFeature(
    'membershipCrews',
    () => import('../features/membershipCrews/MembershipCrewsScreen'),
    'MembershipCrewsScreen',
  ),
});

export const membershipCrewRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/membership-crews/$id',
  staticData: { title: msg`Membership crew` },
  component: function MembershipCrewPage() {
    return <MembershipCrew id={membershipCrewRoute.useParams().id} />;
  },
});

export const membershipContactRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/membership-crews/$id/contact/$personId',
  staticData: { title: msg`Contact` },
  component: function MembershipContactPage() {
    const { id, personId } = membershipContactRoute.useParams();
    return <MembershipContact id={id} personId={personId} />;
  },
});

export const planningRoutes = [
  planningCalendarRoute,
  plannerCrewRoute,
  crewItemListRoute,
  projectsCalendarRoute,
  todoCalendarRoute,
  membershipCrewsRoute,
  membershipCrewRoute,
  membershipContactRoute,
];
