import type { PlannerCrewItem } from '../../../db/db';
import { planningStatusOf } from '../../../sync/actions/crewItems';

/**
 * How many crew items a collapsed crew shows: six rows fill a 390 px phone screen and a
 * large crew (the bench account puts dozens on P-24001) no longer buries the crews below it.
 */
export const CREW_ITEMS_SHOWN = 6;

/** Day, then start time, then id: the order a planner reads a crew in. */
export function byTime(a: PlannerCrewItem, b: PlannerCrewItem): number {
  return (
    a.startDate.localeCompare(b.startDate) || a.startTime.localeCompare(b.startTime) || a.id - b.id
  );
}

type Shown = { shown: PlannerCrewItem[]; hidden: number };

/**
 * The crew items a collapsed crew shows, in time order: the first few not yet over (a past
 * project: its last few), and always every open item, every item with a queued or refused
 * change and every item the planner acted on in this visit (`keep`), so nothing that asks for
 * work, or that the planner just touched, drops out of sight.
 */
export function crewItemsShown(
  items: PlannerCrewItem[],
  today: string,
  keep: ReadonlySet<number>,
  limit = CREW_ITEMS_SHOWN,
): Shown {
  const sorted = [...items].sort(byTime);
  if (sorted.length <= limit) return { shown: sorted, hidden: 0 };
  const current = sorted.filter((i) => i.endDate >= today);
  const window = new Set(
    (current.length > 0 ? current.slice(0, limit) : sorted.slice(-limit)).map((i) => i.id),
  );
  const shown = sorted.filter(
    (i) => window.has(i.id) || keep.has(i.id) || planningStatusOf(i) === 'open',
  );
  return { shown, hidden: sorted.length - shown.length };
}
