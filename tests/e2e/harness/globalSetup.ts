import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { CLOCK_SHIFT_ENV, computeClockShift, shiftedClockScript } from './clock';
import { startE2EServer, type E2EServer } from './server';

/**
 * Once per run, before any worker starts (workers inherit the variables set here):
 * - fixes the browser clock's shift, so every page and service worker reads the same "now";
 * - copies the build and puts the same shift at the top of its service worker. Playwright's
 *   init scripts reach pages only, and the worker must agree with the page: both read and write
 *   the outbox's retry times. The build itself stays untouched;
 * - starts one reference server per worker slot (see test.ts).
 *
 * Servers belong to slots, not to worker processes: Playwright replaces a worker after every
 * failed test and for specs with their own launch options, and a server takes 10–50 s to start
 * on a busy 2-core machine. Started per worker process (tried first), each failure cost a
 * server start that slowed the other worker's tests into timeouts of their own. A slot runs one
 * worker at a time, so its database is never shared, and each test resets it as before.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const shift = computeClockShift();
  process.env[CLOCK_SHIFT_ENV] = String(shift);

  const source = resolve(process.env.CREWHUB_DIST ?? 'dist');
  if (!existsSync(join(source, 'sw.js'))) {
    throw new Error(`${source} has no build: run \`npm run build\` first.`);
  }
  const dist = mkdtempSync(join(tmpdir(), 'crewhub-e2e-dist-'));
  cpSync(source, dist, { recursive: true });
  const sw = join(dist, 'sw.js');
  writeFileSync(sw, shiftedClockScript(shift) + readFileSync(sw, 'utf8'));
  // The server sends the build's brotli or gzip copy when there is one: those are of the
  // unshifted worker, so they go, and the shifted sw.js is served as it is.
  for (const copy of ['sw.js.br', 'sw.js.gz']) rmSync(join(dist, copy), { force: true });

  const started = await Promise.allSettled(
    Array.from({ length: config.workers }, (_, slot) => startE2EServer(slot, dist)),
  );
  const servers = started
    .filter((s): s is PromiseFulfilledResult<E2EServer> => s.status === 'fulfilled')
    .map((s) => s.value);
  const teardown = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(dist, { recursive: true, force: true });
  };
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  return teardown;
}
