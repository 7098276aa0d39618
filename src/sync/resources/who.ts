import { normaliseLoginTypes } from '../../session/loginTypes';
import { hasRight } from '../../session/rights';
import type { PullContext } from './types';

/** A crew member's account with the projects right: the jobs area applies. */
export const isCrew = (ctx: PullContext): boolean =>
  ctx.payload.type === 'other' &&
  normaliseLoginTypes(ctx.payload.loginData.loginTypes).has('crew') &&
  hasRight(ctx.rights, 'projects');

/** A personal account (not a guest): documents to sign, profile. */
export const isPersonal = (ctx: PullContext): boolean =>
  ctx.payload.type === 'other' && ctx.payload.loginData.personId !== null;

/** A personal login holding the right; `crewOnly` asks for the crew login type too. */
export const personalWith =
  (right: string, crewOnly = false) =>
  (ctx: PullContext): boolean =>
    isPersonal(ctx) &&
    (!crewOnly || normaliseLoginTypes(ctx.payload.loginData.loginTypes).has('crew')) &&
    hasRight(ctx.rights, right);

/** A client or planner account holding the right: the planning half (issues 13 to 16). */
export const clientOrPlannerWith =
  (right: string) =>
  (ctx: PullContext): boolean => {
    const types = normaliseLoginTypes(ctx.payload.loginData.loginTypes);
    return (
      isPersonal(ctx) &&
      (types.has('client') || types.has('planner')) &&
      hasRight(ctx.rights, right)
    );
  };
