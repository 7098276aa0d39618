import type { PlannerPerson } from '../../../db/db';

/**
 * The crew planner's filters (SPEC §2: crews, functions, regions, tags), combinable: within
 * one kind a person matches ANY chosen value, across kinds ALL kinds that have a choice.
 * Crews and regions by id, functions and tags by name (they have no stable id). Kept in the
 * URL query as comma-separated lists: `?functions=Rigger,Stagehand&regions=2`.
 */
export type PlannerCrewFilters = {
  crews: number[];
  functions: string[];
  regions: number[];
  tags: string[];
};

export const NO_FILTERS: PlannerCrewFilters = { crews: [], functions: [], regions: [], tags: [] };

/** The URL's form of the filters: only kinds with a choice, each a comma-separated list. */
export type PlannerCrewSearch = Partial<Record<keyof PlannerCrewFilters, string>>;

const names = (raw: unknown): string[] =>
  typeof raw === 'string'
    ? [
        ...new Set(
          raw
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ].sort()
    : [];

const ids = (raw: unknown): number[] =>
  [
    ...new Set(
      names(raw)
        .filter((s) => /^[1-9]\d{0,9}$/.test(s))
        .map(Number),
    ),
  ].sort((a, b) => a - b);

/**
 * What a URL asks for; anything unreadable is dropped (an old or hand-typed link), so a bad
 * value never hides the whole list. Numbers may arrive as numbers (the router parses `?regions=2`).
 */
export function parsePlannerCrewSearch(search: Record<string, unknown>): PlannerCrewFilters {
  const str = (v: unknown) => (typeof v === 'number' ? String(v) : v);
  return {
    crews: ids(str(search.crews)),
    functions: names(search.functions),
    regions: ids(str(search.regions)),
    tags: names(search.tags),
  };
}

/** The filters as the URL keeps them (empty kinds left out, so no filter is a bare path). */
export function plannerCrewSearchOf(filters: PlannerCrewFilters): PlannerCrewSearch {
  const out: PlannerCrewSearch = {};
  for (const key of ['crews', 'functions', 'regions', 'tags'] as const) {
    const values = filters[key];
    if (values.length > 0) out[key] = values.join(',');
  }
  return out;
}

export const hasFilters = (f: PlannerCrewFilters): boolean =>
  f.crews.length + f.functions.length + f.regions.length + f.tags.length > 0;

const anyOf = <T>(chosen: readonly T[], has: (v: T) => boolean) =>
  chosen.length === 0 || chosen.some(has);

/** Whether one person passes every filter kind that has a choice. */
export function matchesFilters(
  person: Pick<PlannerPerson, 'crewIds' | 'functions' | 'regionId' | 'tags'>,
  f: PlannerCrewFilters,
): boolean {
  return (
    anyOf(f.crews, (id) => person.crewIds.includes(id)) &&
    anyOf(f.functions, (name) => person.functions.includes(name)) &&
    anyOf(f.regions, (id) => person.regionId === id) &&
    anyOf(f.tags, (tag) => person.tags.includes(tag))
  );
}

/** The crew planner's list: crew members only (clients are members of crews, not planned), by name. */
export function filterPlannerPeople(
  people: readonly PlannerPerson[],
  f: PlannerCrewFilters,
): PlannerPerson[] {
  return people
    .filter((p) => p.kind === 'crew' && matchesFilters(p, f))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}
