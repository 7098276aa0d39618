import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { appLayout } from './layouts';
import { lazyFeature } from './lazyFeature';

// The jobs area of issue 4: job detail, its contact and crew chief documents, vacancies,
// crew profiles. Each page only hands the path's parameter to its lazy screen.

const JobDetail = lazyFeature(
  'jobs',
  () => import('../features/jobs/JobDetailScreen'),
  'JobDetailScreen',
);
const ContactProjectManager = lazyFeature(
  'jobs',
  () => import('../features/jobs/ContactProjectManagerScreen'),
  'ContactProjectManagerScreen',
);
const CrewChiefDocuments = lazyFeature(
  'jobs',
  () => import('../features/jobs/CrewChiefDocumentsScreen'),
  'CrewChiefDocumentsScreen',
);
export const CrewProfile = lazyFeature(
  'crewProfile',
  () => import('../features/crewProfile/CrewProfileScreen'),
  'CrewProfileScreen',
);

export const jobDetailRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/jobs/$id',
  staticData: { title: msg`Job` },
  component: function JobDetailPage() {
    return <JobDetail id={jobDetailRoute.useParams().id} />;
  },
});

export const crewChiefDocumentsRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/jobs/$id/crew-chief-documents',
  staticData: { title: msg`Crew chief documents` },
  component: function CrewChiefDocumentsPage() {
    return <CrewChiefDocuments id={crewChiefDocumentsRoute.useParams().id} />;
  },
});

export const contactProjectManagerRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/jobs/$id/contact-project-manager',
  staticData: { title: msg`Project manager` },
  component: function ContactProjectManagerPage() {
    return <ContactProjectManager id={contactProjectManagerRoute.useParams().id} />;
  },
});

export const vacanciesRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/vacancies',
  staticData: { title: msg`Vacancies` },
  component: lazyFeature(
    'vacancies',
    () => import('../features/vacancies/VacanciesScreen'),
    'VacanciesScreen',
  ),
});

export const crewProfileRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/crew-profile/$personId',
  staticData: { title: msg`Crew profile` },
  component: function CrewProfilePage() {
    return <CrewProfile personId={crewProfileRoute.useParams().personId} />;
  },
});
