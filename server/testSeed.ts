import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { createDeps, type ServerOptions } from './config';
import { testDatabaseAdminUrl } from './testDb';

/** The day every test server is seeded for (its date windows and the seed's dates). */
export const TEST_TODAY = '2026-11-22';

const IMAGE = 'database.tar';
const FILES = 'files';

declare module 'vitest' {
  // Vitest's own extension point is an interface: a type cannot be merged into it.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    seededDatabase: string | null;
  }
}

let folder: string | null = null;

/**
 * Vitest global set-up of the server tests: migrates and seeds one in-memory database, keeps
 * its image and its files in a temporary folder, and tells the test files where. Each file's
 * server then starts from that image (testkit.ts): initdb, about 40 migrations and the seed
 * took most of a file's time on these machines, once per file. On PostgreSQL
 * (CREWHUB_TEST_DATABASE_URL) each file still makes its own database.
 */
export async function setup(project: TestProject): Promise<void> {
  if (testDatabaseAdminUrl()) {
    project.provide('seededDatabase', null);
    return;
  }
  folder = mkdtempSync(join(tmpdir(), 'crewhub-seeded-'));
  const deps = await createDeps({
    dataDir: 'memory://',
    filesDir: join(folder, FILES),
    today: TEST_TODAY,
    quiet: true,
  });
  const image = await deps.db.dumpDataDir!();
  writeFileSync(join(folder, IMAGE), Buffer.from(await image.arrayBuffer()));
  await deps.db.close();
  project.provide('seededDatabase', folder);
}

export function teardown(): void {
  if (folder) rmSync(folder, { recursive: true, force: true });
}

/** In a test file: the seeded image to start a PGlite server from, if the set-up made one. */
export function seededImage(): ServerOptions['seeded'] {
  const dir = inject('seededDatabase');
  if (!dir) return undefined;
  return { dataDir: new Blob([readFileSync(join(dir, IMAGE))]), filesDir: join(dir, FILES) };
}
