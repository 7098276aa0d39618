import { describe, expect, it } from 'vitest';
import { mantineImports, shellChunkName } from './shellChunk';

const LAYOUT = '/app/src/app/layout/AppLayout.tsx';
const FRAME = '/app/src/app/frame/DataFrame.tsx';
const ENGINE = '/app/src/sync/scheduler.ts';
const BOOT = '/app/src/main.tsx';
const ROUTING = '/app/src/routes/routing.ts';
const LOGIN = '/app/src/session/login.ts';
const MANTINE = '/app/node_modules/@mantine/core/esm/index.mjs';
const component = (name: string) =>
  `/app/node_modules/@mantine/core/esm/components/${name}/${name}.mjs`;

type Node = { imports?: string[]; dynamic?: string[]; source?: string };

/** A module graph as rolldown's chunking pass shows it, and each app module's source. */
const modules: Record<string, Node> = {
  [BOOT]: {
    imports: ['/app/src/lib/ids.ts'],
    dynamic: ['/app/src/app/install/Banner.tsx', ROUTING, LOGIN],
  },
  '/app/src/app/install/Banner.tsx': {
    imports: [MANTINE],
    source: "import { Group, PasswordInput } from '@mantine/core';",
  },
  [ROUTING]: { dynamic: [LAYOUT] },
  [LAYOUT]: {
    imports: ['/app/src/app/layout/MobileLayout.tsx', MANTINE],
    source: "import { Badge, Group, ActionIcon as Icon } from '@mantine/core';",
  },
  '/app/src/app/layout/MobileLayout.tsx': {
    imports: ['/app/src/session/menu.ts', '/app/src/lib/ids.ts'],
  },
  '/app/src/session/menu.ts': {},
  [FRAME]: { imports: ['/app/src/app/sync/LastSynced.tsx'] },
  '/app/src/app/sync/LastSynced.tsx': {
    imports: ['/app/node_modules/dexie-react-hooks/dist/index.mjs'],
  },
  '/app/node_modules/dexie-react-hooks/dist/index.mjs': {
    imports: ['/app/node_modules/dexie/dist/dexie.mjs'],
  },
  '/app/node_modules/dexie/dist/dexie.mjs': {},
  [ENGINE]: { imports: ['/app/src/session/token.ts', LOGIN] },
  '/app/src/session/token.ts': {},
  // The session's code: the boot loads it on a device used before, the login screen on submit.
  [LOGIN]: { imports: ['/app/src/session/owner.ts'] },
  '/app/src/session/owner.ts': {},
  '/app/src/lib/ids.ts': {},
  [MANTINE]: { imports: ['Badge', 'Group', 'PasswordInput', 'ActionIcon'].map(component) },
  [component('Badge')]: {},
  [component('Group')]: {},
  // PasswordInput draws an ActionIcon, imported file to file.
  [component('PasswordInput')]: { imports: [component('ActionIcon')] },
  [component('ActionIcon')]: {},
  '/app/src/features/jobs/JobsScreen.tsx': {},
};

const graph = {
  getModuleInfo: (id: string) =>
    id in modules
      ? {
          importedIds: modules[id]!.imports ?? [],
          dynamicallyImportedIds: modules[id]!.dynamic ?? [],
        }
      : null,
};

describe('shellChunkName', () => {
  const name = shellChunkName(
    {
      layout: LAYOUT,
      frame: FRAME,
      engine: ENGINE,
      boot: BOOT,
      routing: ROUTING,
      session: [LOGIN],
    },
    (id) => modules[id]?.source ?? '',
  );
  it.each([
    ['a module the layout imports', '/app/src/session/menu.ts', 'shell'],
    ['a module the frame imports', '/app/src/app/sync/LastSynced.tsx', 'shell'],
    ['a module the sync engine imports', '/app/src/session/token.ts', 'shell'],
    ['the session code (a door of the signed-out walk)', LOGIN, 'shell'],
    [
      'a named library the frame imports',
      '/app/node_modules/dexie-react-hooks/dist/index.mjs',
      'shell',
    ],
    ['a Mantine component only the layout uses', component('Badge'), 'shell'],
    ['a Mantine component a banner uses too', component('Group'), null],
    ['a Mantine component a signed-out one draws', component('ActionIcon'), null],
    ['the layout itself (its own chunk)', LAYOUT, null],
    ['a module the boot imports too', '/app/src/lib/ids.ts', null],
    ['a library not named (Dexie)', '/app/node_modules/dexie/dist/dexie.mjs', null],
    ['a screen module', '/app/src/features/jobs/JobsScreen.tsx', null],
  ])('%s → %s', (_, id, expected) => {
    expect(name(id, graph)).toBe(expected);
  });
});

describe('mantineImports', () => {
  it.each([
    ["import { Badge, Group } from '@mantine/core';", ['Badge', 'Group']],
    [
      "import {\n  Menu,\n  type MantineColor,\n  Text as T,\n} from '@mantine/core';",
      ['Menu', 'MantineColor', 'Text'],
    ],
    ["import type { BoxProps } from '@mantine/core';", ['BoxProps']],
    ["import { useDisclosure } from '@mantine/hooks';", []],
  ])('%j → %j', (source, names) => {
    expect(mantineImports(source)).toEqual(names);
  });
});
