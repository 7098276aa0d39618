import { fetchProject } from '../../api/projects';
import type { PullContext } from '../resources/types';

const numberOf = (ctx: PullContext): string | null =>
  ctx.payload.type === 'project' ? (ctx.payload.loginData.projectNumber ?? null) : null;

/** A project guest (SPEC §5): a login by project number. */
export const isProjectGuest = (ctx: PullContext): boolean => numberOf(ctx) !== null;

/** The guest's one project; the server refuses any other (SPEC §5 guest project mode). */
export async function guestProject(ctx: PullContext) {
  const number = numberOf(ctx);
  return { items: number === null ? [] : [await fetchProject(ctx.token, number)] };
}
