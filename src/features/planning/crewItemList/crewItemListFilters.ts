import type { PlanningCrewItem } from '../../../db/db';
import { planningStatusOf, type PlanningStatus } from '../../../sync/actions/crewItems';

/** Every planning status a crew item can show, in the order the status filter offers them. */
export const PLANNING_STATUSES: readonly PlanningStatus[] = [
  'open',
  'requested',
  'toConfirm',
  'confirmed',
  'cancelled',
  'notNeeded',
  'noShow',
];

/** The list's filters as the URL keeps them; an absent one does not filter. */
export type CrewItemFilter = {
  from?: string;
  to?: string;
  project?: string;
  status?: PlanningStatus;
  fn?: string;
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real day written YYYY-MM-DD: it survives the round trip ("2026-02-30" does not). */
function isDay(v: unknown): v is string {
  if (typeof v !== 'string' || !ISO_DAY.test(v)) return false;
  const ms = Date.parse(v);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === v;
}
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * The URL's query, checked: an invalid date or an unknown status is ignored (SPEC §5), an
 * empty text is no filter. A range given backwards is turned round rather than showing nothing.
 */
export function parseCrewItemFilter(search: Record<string, unknown>): CrewItemFilter {
  let from = isDay(search.from) ? search.from : undefined;
  let to = isDay(search.to) ? search.to : undefined;
  if (from && to && to < from) [from, to] = [to, from];
  const status = PLANNING_STATUSES.find((s) => s === search.status);
  return {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(nonEmpty(search.project) ? { project: search.project } : {}),
    ...(status ? { status } : {}),
    ...(nonEmpty(search.fn) ? { fn: search.fn } : {}),
  };
}

export const isFiltered = (f: CrewItemFilter): boolean => Object.keys(f).length > 0;

/** The items matching every filter given; an item counts for a range if any of its days is in it. */
export function filterCrewItems(
  items: readonly PlanningCrewItem[],
  f: CrewItemFilter,
): PlanningCrewItem[] {
  return items.filter(
    (i) =>
      (!f.from || i.endDate >= f.from) &&
      (!f.to || i.startDate <= f.to) &&
      (!f.project || i.projectNumber === f.project) &&
      (!f.fn || i.functionName === f.fn) &&
      (!f.status || planningStatusOf(i) === f.status),
  );
}

export type Option = { value: string; label: string };

/** The projects the kept items belong to, for the project filter: by number. */
export function projectOptions(items: readonly PlanningCrewItem[]): Option[] {
  const byNumber = new Map<string, string>();
  for (const i of items) byNumber.set(i.projectNumber, `${i.projectNumber} · ${i.projectName}`);
  return [...byNumber]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([value, label]) => ({ value, label }));
}

/** The functions of the kept items, for the function filter: alphabetical. */
export function functionOptions(items: readonly PlanningCrewItem[]): Option[] {
  return [...new Set(items.map((i) => i.functionName))]
    .sort((a, b) => a.localeCompare(b))
    .map((value) => ({ value, label: value }));
}
