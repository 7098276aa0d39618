import { useMemo } from 'react';
import { useAllCrewItemChangeRows } from '../../db/crewItemChangesHooks';
import { projectsWithNews } from './foldChanges';

const NONE: ReadonlySet<string> = new Set();

/** The numbers of the projects with a crew item changed by others that this person has not seen. */
export function useChangedProjects(): ReadonlySet<string> {
  const rows = useAllCrewItemChangeRows();
  return useMemo(() => (rows ? projectsWithNews(rows.changes, rows.seenUpTo) : NONE), [rows]);
}
