import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { appLayout } from './layouts';
import { lazyFeature } from './lazyFeature';

// Projects for clients and planners (issue 13). Each page only hands the path's parameter to
// its lazy screen; the project guest's landing is chosen inside ProjectScreen.

const Project = lazyFeature(
  'projects',
  () => import('../features/projects/ProjectScreen'),
  'ProjectScreen',
);
const ProjectDocuments = lazyFeature(
  'projects',
  () => import('../features/projects/documents/ProjectDocumentsScreen'),
  'ProjectDocumentsScreen',
);
const ContactProjectManager = lazyFeature(
  'projects',
  () => import('../features/projects/contact/ProjectManagerContactScreen'),
  'ProjectManagerContactScreen',
);

export const projectsRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/projects',
  staticData: { title: msg`Projects` },
  // The list's filter and search live in the URL (a reload or a shared link keeps them);
  // the screen reads them as plain strings and checks them itself.
  validateSearch: (s: Record<string, unknown>): { filter?: string; q?: string } => ({
    ...(typeof s.filter === 'string' ? { filter: s.filter } : {}),
    ...(typeof s.q === 'string' ? { q: s.q } : {}),
  }),
  component: lazyFeature(
    'projects',
    () => import('../features/projects/list/ProjectsScreen'),
    'ProjectsScreen',
  ),
});

export const projectRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/projects/$number',
  staticData: { title: msg`Project`, entity: { kind: 'project', param: 'number' } },
  component: function ProjectPage() {
    return <Project number={projectRoute.useParams().number} />;
  },
});

export const projectDocumentsRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/projects/$number/documents',
  staticData: { title: msg`Project documents` },
  component: function ProjectDocumentsPage() {
    return <ProjectDocuments number={projectDocumentsRoute.useParams().number} />;
  },
});

export const projectManagerContactRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/projects/$number/contact-project-manager',
  staticData: { title: msg`Project manager` },
  component: function ProjectManagerContactPage() {
    return <ContactProjectManager number={projectManagerContactRoute.useParams().number} />;
  },
});

export const projectsVacancyRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/projects-vacancy',
  staticData: { title: msg`Project vacancies` },
  component: lazyFeature(
    'projects',
    () => import('../features/projects/vacancies/ProjectVacanciesScreen'),
    'ProjectVacanciesScreen',
  ),
});

export const projectRoutes = [
  projectsRoute,
  projectRoute,
  projectDocumentsRoute,
  projectManagerContactRoute,
  projectsVacancyRoute,
];
