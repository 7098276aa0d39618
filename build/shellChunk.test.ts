import { describe, expect, it } from 'vitest';
import { shellChunkName } from './shellChunk';

const LAYOUT = '/app/src/app/layout/AppLayout.tsx';
const FRAME = '/app/src/app/frame/DataFrame.tsx';
const ENGINE = '/app/src/sync/scheduler.ts';
const LOGIN = '/app/src/features/auth/LoginScreen.tsx';
const MANTINE = '/app/node_modules/@mantine/core/esm/index.mjs';
const BADGE = '/app/node_modules/@mantine/core/esm/components/Badge/Badge.mjs';
const TEXT_INPUT = '/app/node_modules/@mantine/core/esm/components/TextInput/TextInput.mjs';

/** A module graph as rolldown's chunking pass shows it: each module and what it imports. */
function graphOf(imports: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id]! } : null) };
}

const graph = graphOf({
  [LAYOUT]: ['/app/src/app/layout/MobileLayout.tsx', MANTINE],
  '/app/src/app/layout/MobileLayout.tsx': ['/app/src/session/menu.ts', '/app/src/lib/ids.ts'],
  '/app/src/session/menu.ts': [],
  [FRAME]: ['/app/src/app/sync/LastSynced.tsx'],
  '/app/src/app/sync/LastSynced.tsx': ['/app/node_modules/dexie-react-hooks/dist/index.mjs'],
  '/app/node_modules/dexie-react-hooks/dist/index.mjs': ['/app/node_modules/dexie/dist/dexie.mjs'],
  '/app/node_modules/dexie/dist/dexie.mjs': [],
  [ENGINE]: ['/app/src/session/token.ts'],
  '/app/src/session/token.ts': [],
  // The login page shares a helper and Mantine's barrel with the layout.
  [LOGIN]: ['/app/src/lib/ids.ts', MANTINE],
  '/app/src/lib/ids.ts': [],
  [MANTINE]: [BADGE, TEXT_INPUT],
  [BADGE]: [],
  [TEXT_INPUT]: [],
  // A screen's own module, reached by none of the entries.
  '/app/src/features/jobs/JobsScreen.tsx': [],
});

describe('shellChunkName', () => {
  const name = shellChunkName({ layout: LAYOUT, frame: FRAME, engine: ENGINE, signedOut: [LOGIN] });
  it.each([
    ['a module the layout imports', '/app/src/session/menu.ts', 'shell'],
    ['a module the frame imports', '/app/src/app/sync/LastSynced.tsx', 'shell'],
    ['a module the sync engine imports', '/app/src/session/token.ts', 'shell'],
    [
      'a named library the frame imports',
      '/app/node_modules/dexie-react-hooks/dist/index.mjs',
      'shell',
    ],
    ['a named Mantine component (reached through the barrel)', BADGE, 'shell'],
    ['the layout itself (its own chunk)', LAYOUT, null],
    ['a module the login page imports too', '/app/src/lib/ids.ts', null],
    ['a library not named (Dexie)', '/app/node_modules/dexie/dist/dexie.mjs', null],
    ['a Mantine component not named', TEXT_INPUT, null],
    ['a screen module', '/app/src/features/jobs/JobsScreen.tsx', null],
  ])('%s → %s', (_, id, expected) => {
    expect(name(id, graph)).toBe(expected);
  });
});
