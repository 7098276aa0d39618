/**
 * The signed-in frame's chunk (vite.config.ts): the app layout and the small modules it
 * imports that the login page does not (the menu, the sync status, the session's refresh,
 * Mantine's Badge and Indicator, dexie-react-hooks...). Rolldown split each module that two
 * lazy chunks share into a chunk of its own: a signed-in /jobs fetched ~20 files of 0.2-1 KB
 * gzip beside the layout, and gzip compresses one file better than twenty (issue 17, P4).
 * Every signed-in screen is drawn inside this layout, so none loads anything it would not
 * have loaded anyway.
 */

/** What the rolldown chunking pass tells a group's name function about a module. */
type Graph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** Modules reachable from `entries` by static imports. */
function reachable(entries: readonly string[], graph: Graph): Set<string> {
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

export type ShellEntries = {
  /** The signed-in layout (src/app/layout/AppLayout.tsx). */
  layout: string;
  /** Every signed-in screen's frame (src/app/frame/DataFrame.tsx). */
  frame: string;
  /** The sync engine's entry: every signed-in start loads it too (src/app/App.tsx). */
  engine: string;
  /**
   * What the login page loads besides the boot chunk (its screen and frame, the service
   * worker's registration): what they import stays out, or /login would load the shell.
   */
  signedOut: readonly string[];
};

/**
 * The group's name function: 'shell' for an app module that the layout, the frame or the sync
 * engine imports statically and the login page does not, and for the few named library
 * modules below. Earlier groups (boot, routing, sync, dates) take theirs first; Dexie and the
 * other big libraries stay chunks of their own.
 *
 * The layout module itself stays out: as a member, rolldown 1.2 wrote a chunk that exports
 * `AppLayout_exports` without defining it, and no signed-in page started. Its own chunk is
 * 1 KB gzip.
 */
export function shellChunkName(entries: ShellEntries) {
  const byPass = new WeakMap<Graph, (id: string) => boolean>();
  const inShell = (graph: Graph) => {
    let test = byPass.get(graph);
    if (!test) {
      const shell = reachable([entries.layout, entries.frame, entries.engine], graph);
      const signedOut = reachable(entries.signedOut, graph);
      test = (id) =>
        id !== entries.layout &&
        shell.has(id) &&
        (id.includes('/node_modules/') ? SHELL_LIBRARIES.test(id) : !signedOut.has(id));
      byPass.set(graph, test);
    }
    return test;
  };
  return (id: string, graph: Graph): string | null => (inShell(graph)(id) ? 'shell' : null);
}

/**
 * The libraries' modules the shell takes, named: a library's barrel file (`@mantine/core`)
 * imports all of it, so a graph walk finds every Mantine component on both sides.
 */
const SHELL_LIBRARIES =
  /\/node_modules\/(dexie-react-hooks|react-swipeable)\/|\/node_modules\/@mantine\/core\/esm\/components\/(Badge|Burger|Group|Indicator)\//;
