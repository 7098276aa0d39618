import { isBooked, isNeeded } from '../../../sync/actions/crewItems';
import type { PlannerCrewItem } from '../../../db/db';

export type FillRate = { booked: number; needed: number };

/**
 * Booked / needed over crew items: needed is every item not marked not needed, booked those
 * a person holds (asked, confirmed, or a no-show, who still holds the place). The chief's own
 * preparation item (crew chief only) is no place to fill and counts in neither.
 */
export function fillRateOf(items: readonly PlannerCrewItem[]): FillRate {
  let booked = 0;
  let needed = 0;
  for (const item of items) {
    if (item.crewChiefOnly || !isNeeded(item)) continue;
    needed += 1;
    if (isBooked(item)) booked += 1;
  }
  return { booked, needed };
}
