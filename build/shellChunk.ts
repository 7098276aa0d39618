/**
 * The signed-in frame's chunk (vite.config.ts): the app layout and the small modules it
 * imports that the login page does not (the menu, the sync status, the session's refresh,
 * Mantine's Badge and Indicator, dexie-react-hooks...). Rolldown split each module that two
 * lazy chunks share into a chunk of its own: a signed-in /jobs fetched ~20 files of 0.2-1 KB
 * gzip beside the layout, and gzip compresses one file better than twenty (issue 17, P4).
 * Every signed-in screen is drawn inside this layout, so none loads anything it would not
 * have loaded anyway.
 */

import { readFileSync } from 'node:fs';
import { reachable, type Graph } from './moduleGraph';

export type ShellEntries = {
  /** The signed-in layout (src/app/layout/AppLayout.tsx). */
  layout: string;
  /** Every signed-in screen's frame (src/app/frame/DataFrame.tsx). */
  frame: string;
  /** The sync engine's entry: every signed-in start loads it too (src/app/App.tsx). */
  engine: string;
  /** The app's entry (src/main.tsx). */
  boot: string;
  /**
   * The route table (src/routes/routing.ts): /login leaves it out. The few public screens
   * behind it (a payroll opened from an e-mail, a new password) may load the shell: they
   * draw with the signed-in screens' frame and data hooks anyway.
   */
  routing: string;
  /**
   * The session's own modules, which a first visit loads only once the person logs in or
   * keeps a setting (session/login.ts, db/sessionStore.ts, db/profileLanguage.ts). A device
   * used before loads them at once, with the start page's chunks (src/main.tsx).
   */
  session: readonly string[];
};

/**
 * The group's name function: 'shell' for an app module that the layout, the frame or the sync
 * engine imports statically and that nothing a signed-out person loads can reach, and for the
 * few named library modules below. Earlier groups (boot, routing, sync, dates) take theirs
 * first; Dexie and the other big libraries stay chunks of their own.
 *
 * Signed out means everything the app's entry imports, statically or on demand (the login
 * screen, the update and install banners, the toasts...), without going through the route
 * table, the layout, the engine or the session's own modules. When the install banner's Group
 * was in the shell, /login loaded the whole signed-in app after its first screen (Lighthouse
 * /login 98 → 92, LCP 2.2 → 3.0 s).
 *
 * The layout module itself stays out: as a member, rolldown 1.2 wrote a chunk that exports
 * `AppLayout_exports` without defining it, and no signed-in page started. Its own chunk is
 * 1 KB gzip.
 */
export function shellChunkName(
  entries: ShellEntries,
  read: (id: string) => string = (id) => readFileSync(id, 'utf8'),
) {
  const byPass = new WeakMap<Graph, (id: string) => boolean>();
  const inShell = (graph: Graph) => {
    let test = byPass.get(graph);
    if (!test) {
      const shell = reachable([entries.layout, entries.frame, entries.engine], graph);
      const signedOut = reachable([entries.boot], graph, {
        dynamic: true,
        doors: [entries.routing, entries.layout, entries.engine, ...entries.session],
      });
      const mantine = shellMantine(shell, signedOut, graph, read);
      test = (id) =>
        id !== entries.layout &&
        shell.has(id) &&
        (id.includes('/node_modules/')
          ? SHELL_LIBRARIES.test(id) || mantine.has(MANTINE_COMPONENT.exec(id)?.[1] ?? '')
          : !signedOut.has(id));
      byPass.set(graph, test);
    }
    return test;
  };
  return (id: string, graph: Graph): string | null => (inShell(graph)(id) ? 'shell' : null);
}

/**
 * The libraries' modules the shell takes by name: only signed-in code imports them (the data
 * hooks, the mobile layout's swipe).
 */
const SHELL_LIBRARIES = /\/node_modules\/(dexie-react-hooks|react-swipeable)\//;

/** A Mantine component's folder: its module, its parts and its styles. */
const MANTINE_COMPONENT = /\/node_modules\/@mantine\/core\/esm\/components\/([^/]+)\//;

/** The names an app module imports from '@mantine/core' (`Badge`, `Menu`...). */
export function mantineImports(source: string): string[] {
  const names: string[] = [];
  for (const [, list] of source.matchAll(
    /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g,
  )) {
    for (const part of list!.split(',')) {
      const name = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name) names.push(name);
    }
  }
  return names;
}

function mantineUsedBy(ids: Iterable<string>, read: (id: string) => string): Set<string> {
  const names = new Set<string>();
  for (const id of ids) {
    if (id.includes('/node_modules/') || !/\.tsx?$/.test(id)) continue;
    for (const name of mantineImports(read(id))) names.add(name);
  }
  return names;
}

/**
 * Mantine's components the shell's own modules use and no signed-out module does (Badge,
 * Indicator, Burger...). Read from the modules' imports, because the graph cannot tell: each
 * imports Mantine's barrel file, which imports every component. When the install banner's
 * Group went in the shell by a hand-kept list, /login loaded the whole signed-in app.
 */
function shellMantine(
  shell: Set<string>,
  signedOut: Set<string>,
  graph: Graph,
  read: (id: string) => string,
): Set<string> {
  const barrel = [...signedOut].find((id) => id.endsWith('/@mantine/core/esm/index.mjs'));
  // A component a signed-out module uses brings the ones it uses itself (PasswordInput its
  // ActionIcon), imported file to file, so the graph follows them.
  const modules = [...mantineUsedBy(signedOut, read)].map((name) =>
    barrel ? barrel.replace(/index\.mjs$/, `components/${name}/${name}.mjs`) : name,
  );
  const outside = new Set(
    [...reachable(modules, graph)].map((id) => MANTINE_COMPONENT.exec(id)?.[1] ?? ''),
  );
  return new Set([...mantineUsedBy(shell, read)].filter((name) => !outside.has(name)));
}
