import { reachable, type Graph } from './moduleGraph';

/**
 * The sync engine's chunk (vite.config.ts): every area's pull, its API calls and schemas, the
 * outbox's replay. A signed-in start loads it after the first screen (src/app/App.tsx), and
 * as ~35 files of 1-3 KB it cost more than its code: gzip does better on one file, and an
 * offline start fetched each one through the service worker (issue 17, P4 /jobs ~11 KB gzip).
 */
const SYNC_ENGINE =
  /\/src\/sync\/(scheduler|auth)\.ts$|\/src\/sync\/(pull|resources|outbox|plusCrews)\/|\/src\/api\/|\/node_modules\/(ofetch|destr|ufo|jose)\//;

/**
 * What a first screen (the app layout, home, the jobs list) imports itself stays out: those
 * draw before the sync engine loads, and would otherwise wait for all of it
 * (build/firstLoadGraph.test.ts keeps this list whole).
 */
export const FIRST_SCREEN_MODULES =
  /\/src\/sync\/pull\/progress\.ts$|\/src\/api\/(config|errors|jobPaths|tenant)\.ts$|\/src\/api\/schemas\/(common|dateFormats|documents|signingRules|tenant)\.ts$/;

export function inSyncChunk(id: string): boolean {
  return SYNC_ENGINE.test(id) && !FIRST_SCREEN_MODULES.test(id);
}

/** Per chunking pass: the modules the engine's entry loads with it (static imports only). */
const reachableByPass = new WeakMap<Graph, Set<string>>();

function loadedWithEngine(entry: string, graph: Graph): Set<string> {
  let seen = reachableByPass.get(graph);
  if (!seen) {
    seen = reachable([entry], graph);
    reachableByPass.set(graph, seen);
  }
  return seen;
}

/**
 * The group's name function: 'sync' for an engine module that `entry` (the scheduler) loads
 * with it. A call or schema that only a screen or its action imports (the planning calendar's
 * statuses, a crew item's status rules, an invoice's sums) stays with that screen: matched by
 * the pattern alone, it was in the chunk every signed-in start fetches (P4 /jobs −4.3 KB gzip).
 */
export function syncChunkName(entry: string) {
  return (id: string, graph: Graph): string | null =>
    inSyncChunk(id) && loadedWithEngine(entry, graph).has(id) ? 'sync' : null;
}
