import type { Project } from '../../../db/db';

/** SPEC §2's four project lists: all or mine ("my" = I am the project manager), open or closed. */
export const PROJECT_FILTERS = ['notClosed', 'closed', 'myNotClosed', 'myClosed'] as const;
export type ProjectFilter = (typeof PROJECT_FILTERS)[number];

/** SPEC §9: project lists begin at 2018-01-01 and hold at most 1000 projects. */
export const LIST_BEGIN_FROM = '2018-01-01';
export const PROJECT_LIST_LIMIT = 1000;

/** The filter the URL names, or the first one for anything else (an old or typed link). */
export function parseProjectFilter(value: unknown): ProjectFilter {
  return PROJECT_FILTERS.find((f) => f === value) ?? 'notClosed';
}

/**
 * SPEC §9's list rules, the same the server applies: internal sickness and vacation projects
 * are not listed, nor projects that began before 2018. Applied here too because the table
 * also holds rows from elsewhere (a project opened by number, one created on this device).
 */
export function isListed(project: Pick<Project, 'internalKind' | 'beginDate'>): boolean {
  return !project.internalKind && project.beginDate >= LIST_BEGIN_FROM;
}

export function matchesFilter(
  project: Pick<Project, 'closed' | 'projectManagerId'>,
  filter: ProjectFilter,
  me: number | null,
): boolean {
  const mine = filter === 'myNotClosed' || filter === 'myClosed';
  const closed = filter === 'closed' || filter === 'myClosed';
  if (project.closed !== closed) return false;
  return !mine || (me !== null && project.projectManagerId === me);
}

/** Lower case without accents, so "cafe" finds "Café" and "ZURICH" finds "Zürich". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** What a search looks in: number, name, client (company and mark) and the crews' locations. */
function searchTextOf(project: Project): string {
  return foldForSearch(
    [
      project.number,
      project.name,
      project.company,
      project.clientMark ?? '',
      ...(project.locationNames ?? []),
    ].join('\n'),
  );
}

/** The rows with their folded search text, built once per table read (not per keystroke). */
export type SearchableProject = { project: Project; text: string };

/** Listed projects only, newest begin first (as the server orders its lists). */
export function searchIndex(projects: readonly Project[]): SearchableProject[] {
  return projects
    .filter(isListed)
    .sort((a, b) =>
      a.beginDate === b.beginDate ? a.id - b.id : a.beginDate < b.beginDate ? 1 : -1,
    )
    .map((project) => ({ project, text: searchTextOf(project) }));
}

export type ProjectQuery = { filter: ProjectFilter; search: string; me: number | null };

/**
 * One list on screen: the filter, then every word of the search (in any order), at most
 * PROJECT_LIST_LIMIT rows.
 */
export function filterProjects(
  index: readonly SearchableProject[],
  query: ProjectQuery,
): Project[] {
  const words = foldForSearch(query.search).split(/\s+/).filter(Boolean);
  const out: Project[] = [];
  for (const { project, text } of index) {
    if (!matchesFilter(project, query.filter, query.me)) continue;
    if (!words.every((w) => text.includes(w))) continue;
    out.push(project);
    if (out.length === PROJECT_LIST_LIMIT) break;
  }
  return out;
}
