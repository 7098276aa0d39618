import type { Project } from '../../../db/db';

/** Base of issue 13: the crews slice builds the project's crews, crew items and actions. */
export function ProjectCrewsSection(_props: { project: Project }) {
  return null;
}
