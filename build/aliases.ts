import { fileURLToPath } from 'node:url';

/**
 * Dexie's package entry (import-wrapper.mjs) re-exports its ES5 UMD build, to guard against
 * two copies of Dexie in one page. Every import of 'dexie' here resolves to the one file
 * below, its modern ES module build: the same library, 1.3 KB gzip less of every signed-in
 * first load (issue 17, P4), and no CommonJS interop wrapper. The build only: bundling applies
 * the alias to dexie-react-hooks' import as well, so the app has one Dexie. Vitest loads
 * dexie-react-hooks from node_modules as it is, which would be a second Dexie beside an
 * aliased one: its live queries would not see the app's writes.
 */
export const DEXIE_MODERN = {
  find: /^dexie$/,
  replacement: fileURLToPath(
    new URL('../node_modules/dexie/dist/modern/dexie.mjs', import.meta.url),
  ),
};
