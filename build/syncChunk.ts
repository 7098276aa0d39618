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
