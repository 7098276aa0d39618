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
 * project: its last few), never cutting a day in half (today's whole crew shows, however many),
 * and always every open item, every item with a queued or refused change and every item the
 * planner acted on in this visit (`keep`), so nothing that asks for work, or that the planner
 * just touched, drops out of sight.
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
    (current.length > 0 ? firstDays(current, limit) : lastDays(sorted, limit)).map((i) => i.id),
  );
  const shown = sorted.filter(
    (i) => window.has(i.id) || keep.has(i.id) || planningStatusOf(i) === 'open',
  );
  return { shown, hidden: sorted.length - shown.length };
}

/** The first `limit` items (time order), and the rest of the day the last of them is on. */
function firstDays(sorted: PlannerCrewItem[], limit: number): PlannerCrewItem[] {
  const lastDay = sorted[Math.min(limit, sorted.length) - 1]?.startDate ?? '';
  return sorted.filter((i) => i.startDate <= lastDay);
}

/** The last `limit` items (time order), and the rest of the day the first of them is on. */
function lastDays(sorted: PlannerCrewItem[], limit: number): PlannerCrewItem[] {
  const firstDay = sorted[Math.max(sorted.length - limit, 0)]?.startDate ?? '';
  return sorted.filter((i) => i.startDate >= firstDay);
}
