import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { appLayout } from './layouts';
import { financeRoutes } from './financeRoutes';
import { mailRoutes } from './mailRoutes';
import { plusCrewRoutes } from './plusCrewRoutes';
import { planningRoutes } from './planningRoutes';
import { projectRoutes } from './projectRoutes';
import {
  contactProjectManagerRoute,
  crewChiefDocumentsRoute,
  crewProfileRoute,
  jobDetailRoute,
  vacanciesRoute,
} from './jobsRoutes';
import { checkInRoute, checkOutRoute, crewChiefJobRoute, crewRoute } from './crewRoutes';
import {
  contactCrewChiefRoute,
  contactCrewMemberRoute,
  contactOnSiteRoute,
  crewChiefLocationRoute,
  crewPhotosRoute,
  locationRoute,
} from './crewSiteRoutes';
import { lazyFeature } from './lazyFeature';

const home = createRoute({
  getParentRoute: () => appLayout,
  path: '/',
  staticData: { title: msg`Home` },
  component: lazyFeature('home', () => import('../features/home/HomeScreen'), 'HomeScreen'),
});

const version = createRoute({
  getParentRoute: () => appLayout,
  path: '/version',
  staticData: { title: msg`Info` },
  component: lazyFeature('info', () => import('../features/info/VersionScreen'), 'VersionScreen'),
});

const jobs = createRoute({
  getParentRoute: () => appLayout,
  path: '/jobs',
  staticData: { title: msg`Jobs` },
  component: lazyFeature('jobs', () => import('../features/jobs/JobsScreen'), 'JobsScreen'),
});

const personalCalendar = createRoute({
  getParentRoute: () => appLayout,
  path: '/personal-calendar',
  staticData: { title: msg`Personal calendar` },
  component: lazyFeature(
    'calendar',
    () => import('../features/calendar/PersonalCalendarScreen'),
    'PersonalCalendarScreen',
  ),
});

const mobileDocuments = createRoute({
  getParentRoute: () => appLayout,
  path: '/mobileDocuments',
  staticData: { title: msg`Documents` },
  component: lazyFeature(
    'mobileDocuments',
    () => import('../features/mobileDocuments/MobileDocumentsScreen'),
    'MobileDocumentsScreen',
  ),
});

const profile = createRoute({
  getParentRoute: () => appLayout,
  path: '/profile',
  staticData: { title: msg`Profile` },
  component: lazyFeature(
    'profile',
    () => import('../features/profile/ProfileScreen'),
    'ProfileScreen',
  ),
});

// Payrolls, contracts, crew info, trainings and help (issue 4, slice C).
const payrolls = createRoute({
  getParentRoute: () => appLayout,
  path: '/payrolls',
  staticData: { title: msg`Payrolls` },
  component: lazyFeature(
    'payrolls',
    () => import('../features/payrolls/PayrollsScreen'),
    'PayrollsScreen',
  ),
});
const payroll = createRoute({
  getParentRoute: () => appLayout,
  path: '/payrolls/$number',
  staticData: { title: msg`Payroll` },
  component: lazyFeature(
    'payrolls',
    () => import('../features/payrolls/PayrollScreen'),
    'PayrollScreen',
  ),
});
const payrollDownload = createRoute({
  getParentRoute: () => appLayout,
  path: '/payrolls/$number/download/$documentType',
  staticData: { title: msg`Payroll download` },
  component: lazyFeature(
    'payrolls',
    () => import('../features/payrolls/PayrollDownloadScreen'),
    'PayrollDownloadScreen',
  ),
});
const payrollDocuments = createRoute({
  getParentRoute: () => appLayout,
  path: '/payrolls-documents',
  staticData: { title: msg`Payroll documents` },
  component: lazyFeature(
    'payrolls',
    () => import('../features/payrolls/PayrollDocumentsScreen'),
    'PayrollDocumentsScreen',
  ),
});
const payrollItem = createRoute({
  getParentRoute: () => appLayout,
  path: '/payroll-items/$id',
  staticData: { title: msg`Payroll item` },
  component: lazyFeature(
    'payrolls',
    () => import('../features/payrolls/PayrollItemScreen'),
    'PayrollItemScreen',
  ),
});
const contracts = createRoute({
  getParentRoute: () => appLayout,
  path: '/contracts',
  staticData: { title: msg`Contracts` },
  component: lazyFeature(
    'contracts',
    () => import('../features/contracts/ContractsScreen'),
    'ContractsScreen',
  ),
});
const contract = createRoute({
  getParentRoute: () => appLayout,
  path: '/contracts/$id',
  staticData: { title: msg`Contract` },
  component: lazyFeature(
    'contracts',
    () => import('../features/contracts/ContractScreen'),
    'ContractScreen',
  ),
});
const crewInfo = createRoute({
  getParentRoute: () => appLayout,
  path: '/crew-info',
  staticData: { title: msg`Crew info` },
  component: lazyFeature(
    'crewInfo',
    () => import('../features/crewInfo/CrewInfoScreen'),
    'CrewInfoScreen',
  ),
});
const trainings = createRoute({
  getParentRoute: () => appLayout,
  path: '/trainings',
  staticData: { title: msg`Trainings` },
  component: lazyFeature(
    'trainings',
    () => import('../features/trainings/TrainingsScreen'),
    'TrainingsScreen',
  ),
});
const help = createRoute({
  getParentRoute: () => appLayout,
  path: '/help',
  staticData: { title: msg`Help` },
  component: lazyFeature('help', () => import('../features/help/HelpScreen'), 'HelpScreen'),
});

/** Not in SPEC §2: the offline outbox of DESIGN.md, reached from the sync indicator. */
const outbox = createRoute({
  getParentRoute: () => appLayout,
  path: '/outbox',
  staticData: { title: msg`Changes waiting` },
  component: lazyFeature('outbox', () => import('../features/outbox/OutboxScreen'), 'OutboxScreen'),
});

/** Every authenticated route of SPEC §2. */
// Documents to sign (issue 6, slice documents); pdf.js stays in this lazy chunk.
const DocumentScreen = lazyFeature(
  'documents',
  () => import('../features/documents/DocumentScreen'),
  'DocumentScreen',
);
const documentRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/documents/$id',
  staticData: { title: msg`Document`, entity: { kind: 'document', param: 'id' } },
  component: function DocumentPage() {
    return <DocumentScreen id={documentRoute.useParams().id} />;
  },
});

// Forms and security checks (issues 5 and 6, slice forms).
const form = createRoute({
  getParentRoute: () => appLayout,
  path: '/forms/$id/{-$name}/{-$questionId}',
  staticData: { title: msg`Form`, entity: { kind: 'form', param: 'id' } },
  component: lazyFeature('forms', () => import('../features/forms/FormScreen'), 'FormScreen'),
});

const securityCheck = createRoute({
  getParentRoute: () => appLayout,
  path: '/crews/$id/security-check/$formId/$date/$shift',
  staticData: { title: msg`Security check` },
  component: lazyFeature(
    'forms',
    () => import('../features/forms/SecurityCheckScreen'),
    'SecurityCheckScreen',
  ),
});

// The crew chief's paperwork (issue 5, slice paperwork).
const signOff = createRoute({
  getParentRoute: () => appLayout,
  path: '/crews/$id/sign-off',
  staticData: { title: msg`Sign-off` },
  component: lazyFeature(
    'crewPaperwork',
    () => import('../features/crewPaperwork/SignOffScreen'),
    'SignOffScreen',
  ),
});

const deliveryNote = createRoute({
  getParentRoute: () => appLayout,
  path: '/crews/$id/delivery-note',
  staticData: { title: msg`Delivery note` },
  component: lazyFeature(
    'crewPaperwork',
    () => import('../features/crewPaperwork/DeliveryNoteScreen'),
    'DeliveryNoteScreen',
  ),
});

export const appLayoutTree = appLayout.addChildren([
  home,
  version,
  outbox,
  // Jobs and calendar
  jobs,
  jobDetailRoute,
  crewChiefDocumentsRoute,
  contactProjectManagerRoute,
  personalCalendar,
  // Crews (crew chief on site)
  crewRoute,
  crewChiefJobRoute,
  crewChiefLocationRoute,
  contactCrewChiefRoute,
  contactOnSiteRoute,
  contactCrewMemberRoute,
  checkInRoute,
  checkOutRoute,
  signOff,
  deliveryNote,
  crewPhotosRoute,
  securityCheck,
  locationRoute,
  // Payrolls and contracts
  payrolls,
  payroll,
  payrollDownload,
  payrollDocuments,
  payrollItem,
  contracts,
  contract,
  vacanciesRoute,
  // Crew info, forms, documents
  crewInfo,
  crewProfileRoute,
  form,
  trainings,
  documentRoute,
  mobileDocuments,
  // Other
  help,
  profile,
  // Planner, client, office and plus-crew areas: declared, built by later issues.
  ...projectRoutes,
  ...planningRoutes,
  ...financeRoutes,
  ...mailRoutes,
  ...plusCrewRoutes,
]);
