import dayjs from 'dayjs';
import { fetchPlanningCrewItems } from '../../api/planningCrewItems';
import { planningCrewItemSchema } from '../../api/schemas/planningCrewItems';
import { normaliseLoginTypes } from '../../session/loginTypes';
import { hasRight } from '../../session/rights';
import { isPersonal } from './who';
import { defineArea, type PullContext } from './types';

/** The crew item list is the client's alone (SPEC §2: "client only"). */
const clientWithCrewItemList = (ctx: PullContext): boolean =>
  isPersonal(ctx) &&
  normaliseLoginTypes(ctx.payload.loginData.loginTypes).has('client') &&
  hasRight(ctx.rights, 'planningCrewItemList');

/**
 * The window the device keeps: from one month back (SPEC §9's window for planner items) to
 * half a year ahead, at most 1000 items (SPEC §9 list limit). The list filters inside it.
 */
export const CREW_ITEM_WINDOW = { monthsBack: 1, monthsAhead: 6 } as const;

export function crewItemWindow(today: Date): { from: string; to: string } {
  const d = dayjs(today);
  return {
    from: d.subtract(CREW_ITEM_WINDOW.monthsBack, 'month').format('YYYY-MM-DD'),
    to: d.add(CREW_ITEM_WINDOW.monthsAhead, 'month').format('YYYY-MM-DD'),
  };
}

/** Issue 14's lists (client): the planning crew item list. The projects calendar reads `projects`. */
export const planningListsArea = defineArea({
  tables: { planningCrewItems: planningCrewItemSchema },
  pulls: [
    {
      name: 'planningCrewItems',
      table: 'planningCrewItems',
      appliesTo: clientWithCrewItemList,
      fetch: (ctx) => {
        const { from, to } = crewItemWindow(ctx.today);
        return fetchPlanningCrewItems(ctx.token, from, to);
      },
    },
  ],
  outboxKinds: [],
});
