import type { PlannerCrewItem } from './projectCrews';

/**
 * The planner's crew item status actions (SPEC §4: create, update, activate, notNeeded,
 * reactivate, noShow), shared by the app (which buttons show, the optimistic change) and the
 * reference server (what it writes, and the 409 for a step the rules forbid), so both agree.
 *
 *   open ──activate(person)──▶ toConfirm ─(person confirms)─▶ confirmed
 *    │                            │                              │
 *    └──notNeeded──▶ notNeeded ◀──┴──────────notNeeded───────────┤
 *                      │ reactivate: open again, or toConfirm     └──noShow──▶ noShow
 *                      ▼                                                        │ reactivate
 *                                                                               ▼ (site: none)
 * A person's cancellation leaves the item "cancelled" with the person; activating books
 * someone (or the same person) again.
 */
export const CREW_ITEM_ACTIONS = [
  'update',
  'activate',
  'notNeeded',
  'reactivate',
  'noShow',
] as const;
export type CrewItemAction = (typeof CREW_ITEM_ACTIONS)[number];

/** The status badge a planner sees (SPEC §4 and the planner calendar's statuses). */
export type PlanningStatus =
  'open' | 'toConfirm' | 'requested' | 'confirmed' | 'cancelled' | 'notNeeded' | 'noShow';

type ItemState = Pick<PlannerCrewItem, 'personId' | 'status' | 'notNeeded' | 'siteStatus'>;

export function planningStatusOf(item: ItemState): PlanningStatus {
  if (item.notNeeded) return 'notNeeded';
  if (item.siteStatus === 'noShow') return 'noShow';
  if (item.personId === null) return 'open';
  if (item.status === 'cancelled') return 'cancelled';
  if (item.status === 'confirmed' || item.status === 'toConfirm' || item.status === 'requested') {
    return item.status;
  }
  return 'open';
}

/** A person holds the item and takes its time (the fill rate's "booked"). */
export const isBooked = (item: ItemState): boolean => {
  const s = planningStatusOf(item);
  return s === 'confirmed' || s === 'toConfirm' || s === 'requested' || s === 'noShow';
};

/** The item is wanted (the fill rate's "needed"): everything not marked not needed. */
export const isNeeded = (item: ItemState): boolean => !item.notNeeded;

const BEFORE_SITE = ['none', 'preCall'];

/** Why `action` is not allowed on `item` now (plain English, the server's 409), or null. */
export function crewItemRefusal(item: ItemState, action: CrewItemAction): string | null {
  const status = planningStatusOf(item);
  switch (action) {
    case 'update':
      return item.notNeeded ? 'A crew item that is not needed cannot be changed' : null;
    case 'activate':
      if (item.notNeeded) return 'Reactivate this crew item before booking someone on it';
      return status === 'open' || status === 'cancelled'
        ? null
        : 'Someone is already booked on this crew item';
    case 'notNeeded':
      if (item.notNeeded) return 'This crew item is already marked as not needed';
      return BEFORE_SITE.includes(item.siteStatus)
        ? null
        : 'This crew member is already on site (or a no-show)';
    case 'reactivate':
      return status === 'notNeeded' || status === 'noShow'
        ? null
        : 'Only a crew item that is not needed or a no-show can be reactivated';
    case 'noShow':
      if (status === 'open' || status === 'cancelled' || status === 'notNeeded') {
        return 'Only a booked crew member can be a no-show';
      }
      return BEFORE_SITE.includes(item.siteStatus)
        ? null
        : item.siteStatus === 'noShow'
          ? 'This crew member is already marked as a no-show'
          : 'This crew member has already been checked in';
  }
}

export const canDoCrewItemAction = (item: ItemState, action: CrewItemAction): boolean =>
  crewItemRefusal(item, action) === null;

/**
 * The fields a status action changes (update is a plain field change, not here). The app
 * applies this optimistically; the server writes the same.
 */
export function afterCrewItemAction(
  item: ItemState,
  action: Exclude<CrewItemAction, 'update'>,
  personId: number | null = null,
): ItemState {
  switch (action) {
    case 'activate':
      return { ...item, personId, status: 'toConfirm', siteStatus: 'none' };
    case 'notNeeded':
      return { ...item, notNeeded: true, status: 'cancelled' };
    case 'noShow':
      return { ...item, siteStatus: 'noShow' };
    case 'reactivate':
      if (item.notNeeded) {
        return {
          ...item,
          notNeeded: false,
          status: item.personId === null ? 'vacant' : 'toConfirm',
        };
      }
      return { ...item, siteStatus: 'none' };
  }
}

/**
 * A no-show or a rating tells of a day's work: they make sense only once the item's first day
 * has begun and someone holds it (not for an open, declined or not-needed item, nor ahead of
 * time). A no-show also needs the status rules' yes (before site, not marked already).
 */
export function canJudgeWork(
  item: ItemState & Pick<PlannerCrewItem, 'startDate'>,
  what: 'noShow' | 'rate',
  today: string,
): boolean {
  if (item.startDate > today) return false;
  if (what === 'noShow') return canDoCrewItemAction(item, 'noShow');
  return isBooked(item);
}
