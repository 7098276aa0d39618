import { useProjectByNumber } from '../../../db/projectDetailHooks';
import type { Project } from '../../../db/db';
import { refreshProjectDetail, type ProjectDetailOutcome } from '../../../sync/projectDetail';
import { useDetailRefresh, type DetailRefreshState } from '../../../sync/useDetailRefresh';

export type ProjectScreenState = {
  /** The project row: undefined while loading, null when the device does not have it. */
  project: Project | null | undefined;
  refresh: DetailRefreshState<ProjectDetailOutcome>;
};

/**
 * A project's screens read the projects table; opening one pulls the project and its detail
 * again (DESIGN.md "on opening a detail"). "Not found" only once the server said so, or when
 * offline with nothing kept: while the pull runs, a missing row still means "loading".
 */
export function useProjectScreen(number: string): ProjectScreenState {
  const row = useProjectByNumber(number);
  const refresh = useDetailRefresh(`project:${number}`, () => refreshProjectDetail(number));
  const project = row === null && refresh === 'loading' ? undefined : row;
  return { project, refresh };
}
