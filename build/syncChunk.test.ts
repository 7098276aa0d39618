import { describe, expect, it } from 'vitest';
import { syncChunkName } from './syncChunk';

const ENTRY = '/app/src/sync/scheduler.ts';

/** A module graph as rolldown's chunking pass shows it: each module and what it imports. */
function graphOf(imports: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id]! } : null) };
}

const graph = graphOf({
  [ENTRY]: ['/app/src/sync/pull/pull.ts'],
  '/app/src/sync/pull/pull.ts': [
    '/app/src/api/schemas/jobs.ts',
    '/app/node_modules/dexie/dist/dexie.mjs',
  ],
  '/app/src/api/schemas/jobs.ts': [],
  // Imported only by a screen's action, never by the engine.
  '/app/src/sync/actions/crewItems.ts': ['/app/src/api/schemas/crewItemStatusRules.ts'],
  '/app/src/api/schemas/crewItemStatusRules.ts': [],
});

describe('syncChunkName', () => {
  const name = syncChunkName(ENTRY);
  it.each([
    ['the engine entry', ENTRY, 'sync'],
    ['an engine module it imports', '/app/src/sync/pull/pull.ts', 'sync'],
    ['a schema the engine reaches', '/app/src/api/schemas/jobs.ts', 'sync'],
    ['a schema only an action imports', '/app/src/api/schemas/crewItemStatusRules.ts', null],
    [
      'a library the engine reaches (its own chunk)',
      '/app/node_modules/dexie/dist/dexie.mjs',
      null,
    ],
    ['an action (not an engine module)', '/app/src/sync/actions/crewItems.ts', null],
  ])('%s → %s', (_, id, expected) => {
    expect(name(id, graph)).toBe(expected);
  });
});
