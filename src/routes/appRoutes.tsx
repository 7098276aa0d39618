import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appLayout } from './layouts';
import { PendingScreen } from '../app/PendingScreen';

/** A declared route whose screen comes with a later issue. */
function pending<const P extends string>(path: P, title: MessageDescriptor) {
  return createRoute({
    getParentRoute: () => appLayout,
    path,
    staticData: { title },
    component: PendingScreen,
  });
}

const home = createRoute({
  getParentRoute: () => appLayout,
  path: '/',
  staticData: { title: msg`Home` },
  component: lazyRouteComponent(() => import('../features/home/HomeScreen'), 'HomeScreen'),
});

const version = createRoute({
  getParentRoute: () => appLayout,
  path: '/version',
  staticData: { title: msg`Info` },
  component: lazyRouteComponent(() => import('../features/info/VersionScreen'), 'VersionScreen'),
});

const jobs = createRoute({
  getParentRoute: () => appLayout,
  path: '/jobs',
  staticData: { title: msg`Jobs` },
  component: lazyRouteComponent(() => import('../features/jobs/JobsScreen'), 'JobsScreen'),
});

const personalCalendar = createRoute({
  getParentRoute: () => appLayout,
  path: '/personal-calendar',
  staticData: { title: msg`Personal calendar` },
  component: lazyRouteComponent(
    () => import('../features/calendar/PersonalCalendarScreen'),
    'PersonalCalendarScreen',
  ),
});

/** Not in SPEC §2: the offline outbox of DESIGN.md, reached from the sync indicator. */
const outbox = createRoute({
  getParentRoute: () => appLayout,
  path: '/outbox',
  staticData: { title: msg`Changes waiting` },
  component: lazyRouteComponent(() => import('../features/outbox/OutboxScreen'), 'OutboxScreen'),
});

/** Every authenticated route of SPEC §2. */
export const appLayoutTree = appLayout.addChildren([
  home,
  version,
  outbox,
  // Jobs and calendar
  jobs,
  pending('/jobs/$id', msg`Job`),
  pending('/jobs/$id/crew-chief-documents', msg`Crew chief documents`),
  pending('/jobs/$id/contact-project-manager', msg`Project manager`),
  personalCalendar,
  // Crews (crew chief on site)
  pending('/crews/$id', msg`Crew`),
  pending('/crews/$id/crew-chief-job', msg`Crew`),
  pending('/crews/$id/crew-chief-location', msg`Location`),
  pending('/crews/$id/contact-crew-chief', msg`Crew chief`),
  pending('/crews/$id/contact-contact-on-site', msg`Contact on site`),
  pending('/crews/$id/contact-crew-member/$contactId', msg`Crew member`),
  pending('/crews/$id/check-in', msg`Check-in`),
  pending('/crews/$id/check-out', msg`Check-out`),
  pending('/crews/$id/sign-off', msg`Sign-off`),
  pending('/crews/$id/delivery-note', msg`Delivery note`),
  pending('/crews/$id/photos', msg`Photos`),
  pending('/crews/$id/security-check/$formId/$date/$shift', msg`Security check`),
  pending('/locations/$id', msg`Location`),
  // Payrolls and contracts
  pending('/payrolls', msg`Payrolls`),
  pending('/payrolls/$number', msg`Payroll`),
  pending('/payrolls/$number/download/$documentType', msg`Payroll download`),
  pending('/payrolls-documents', msg`Payroll documents`),
  pending('/payroll-items/$id', msg`Payroll item`),
  pending('/contracts', msg`Contracts`),
  pending('/contracts/$id', msg`Contract`),
  // Planning
  pending('/planning-calendar', msg`Planning calendar`),
  pending('/planning-crew-item-list', msg`Crew item list`),
  pending('/planner-crew', msg`Crew planner`),
  pending('/projects-calendar', msg`Projects calendar`),
  pending('/todo-calendar', msg`To-do calendar`),
  // Projects
  pending('/projects', msg`Projects`),
  pending('/projects/$number', msg`Project`),
  pending('/projects/$number/documents', msg`Project documents`),
  pending('/projects/$number/contact-project-manager', msg`Project manager`),
  pending('/projects-vacancy', msg`Project vacancies`),
  pending('/vacancies', msg`Vacancies`),
  // Mail
  pending('/mailbox', msg`Mailbox`),
  pending('/email-messages/$id', msg`E-mail`),
  // Crew info, forms, documents
  pending('/crew-info', msg`Crew info`),
  pending('/crew-profile/$personId', msg`Crew profile`),
  pending('/forms/$id/{-$name}/{-$questionId}', msg`Form`),
  pending('/trainings', msg`Trainings`),
  pending('/documents/$id', msg`Document`),
  pending('/mobileDocuments', msg`Documents`),
  // Membership and plus crews
  pending('/membership-crews', msg`Membership crews`),
  pending('/membership-crews/$id', msg`Membership crew`),
  pending('/membership-crews/$id/contact/$personId', msg`Contact`),
  pending('/plus-crews', msg`Plus crews`),
  pending('/plus-crews/$number', msg`Plus crew`),
  pending('/plus-crews/$number/settings', msg`Plus crew settings`),
  pending('/plus-crews/$number/data', msg`Plus crew data`),
  // Other
  pending('/help', msg`Help`),
  pending('/profile', msg`Profile`),
  pending('/receipts', msg`Receipts`),
  pending('/invoices', msg`Invoices`),
  pending('/receipt/$number', msg`Receipt`),
  pending('/invoice/$number', msg`Invoice`),
]);
