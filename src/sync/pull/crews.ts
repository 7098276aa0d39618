import { fetchCrew, fetchCrewMembers, fetchLocation, fetchProjectCrews } from '../../api/crews';
import { ApiError } from '../../api/errors';
import { db } from '../../db/db';
import { dayjs } from '../../lib/dates';
import { isCrew } from '../resources/who';
import type { PullContext } from '../resources/types';
import { packCrewIds } from './crewPack';

/** Crews opened on a crew screen in this app session (see `markCrewOpened`). */
const opened = new Set<number>();

/** A crew screen opened: its crew is pulled from now on, even outside the job pack. */
export function markCrewOpened(id: number): void {
  if (Number.isInteger(id) && id > 0) opened.add(id);
}

/** Locations opened on a location screen in this app session (see `markLocationOpened`). */
const openedLocations = new Set<number>();

/**
 * A location screen opened (a link, or the address typed in): that location is pulled from
 * now on, so a crew member who never opened the crew sees it; the server says whether he may.
 */
export function markLocationOpened(id: number): void {
  if (Number.isInteger(id) && id > 0) openedLocations.add(id);
}

/** Forgets what was opened (tests; logout reloads the page anyway). */
export function forgetOpened(): void {
  opened.clear();
  openedLocations.clear();
}

/**
 * The crews to hold: the job pack (crews led today or tomorrow), crews opened on screen, and
 * stored crews that have not ended yet, so a crew opened once stays offline while it is on.
 */
export async function crewIdsToPull(ctx: PullContext): Promise<number[]> {
  const today = dayjs(ctx.today).format('YYYY-MM-DD');
  const stored = (await db.crews.toArray()).filter((c) => c.endDate >= today).map((c) => c.id);
  const ids = new Set([...(await packCrewIds(ctx)), ...opened, ...stored]);
  return [...ids].sort((a, b) => a - b);
}

/** One request per crew; a crew the person may no longer see (403/404) is left out. */
async function eachCrew<T>(ids: number[], fetchOne: (id: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (const id of ids) {
    try {
      out.push(await fetchOne(id));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 403 || error.status === 404)) continue;
      throw error;
    }
  }
  return out;
}

/** A project guest (SPEC §5): reads the crews of its own project. */
const projectOf = (ctx: PullContext): string | null =>
  ctx.payload.type === 'project' ? (ctx.payload.loginData.projectNumber ?? null) : null;

export const crewOrGuest = (ctx: PullContext) => isCrew(ctx) || projectOf(ctx) !== null;

export async function crews(ctx: PullContext) {
  const project = projectOf(ctx);
  if (project !== null) return fetchProjectCrews(ctx.token, project);
  return { items: await eachCrew(await crewIdsToPull(ctx), (id) => fetchCrew(ctx.token, id)) };
}

export async function crewMembers(ctx: PullContext) {
  // The crews table was filled just before (registry order): members of exactly those crews.
  const ids = (await db.crews.toCollection().primaryKeys()).sort((a, b) => a - b);
  const lists = await eachCrew(ids, (id) => fetchCrewMembers(ctx.token, id));
  return { items: lists.flatMap((l) => l.items) };
}

/**
 * The locations to hold: those of the crews held, of the person's own jobs of today and
 * tomorrow (a plain crew member holds no crew, yet goes to these places; SPEC §5 lets him read
 * them), and those opened on screen. Later jobs' places come with their crews, which keeps the
 * pull of a person with many jobs short.
 */
export async function locationIdsToPull(ctx: PullContext): Promise<number[]> {
  const t = dayjs(ctx.today);
  const [today, tomorrow] = [t.format('YYYY-MM-DD'), t.add(1, 'day').format('YYYY-MM-DD')];
  const ofCrews = (await db.crews.toArray()).map((c) => c.locationId);
  const ofJobs = (await db.jobs.toArray())
    .filter((j) => j.startDate <= tomorrow && j.endDate >= today)
    .map((j) => j.locationId);
  return [...new Set([...ofCrews, ...ofJobs, ...openedLocations])]
    .filter((id): id is number => id !== null)
    .sort((a, b) => a - b);
}

export async function locations(ctx: PullContext) {
  const ids = await locationIdsToPull(ctx);
  return { items: await eachCrew(ids, (id) => fetchLocation(ctx.token, id)) };
}
