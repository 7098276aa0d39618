import { fetchProjects } from '../../api/projects';
import type { PullContext } from '../resources/types';

/**
 * The projects table holds open and closed projects alike: the four list filters of SPEC §2
 * (all or mine, closed or not) are then local queries, instant and offline. The server applies
 * the SPEC §9 list rules and the client's company scope to both lists.
 */
export async function projectsOpenAndClosed(ctx: PullContext) {
  const [open, closed] = await Promise.all([
    fetchProjects(ctx.token, 'notClosed'),
    fetchProjects(ctx.token, 'closed'),
  ]);
  return { items: [...open.items, ...closed.items] };
}
