import { test as base, type BrowserContext } from '@playwright/test';
import { clockShiftMs, shiftedClockScript } from './clock';
import { e2eServerUrl, serverAnswers } from './server';

/** Pages of this context read the run's pinned clock (see clock.ts), from their first script. */
export async function pinClock(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: shiftedClockScript(clockShiftMs()) });
}

type WorkerFixtures = { e2eServerUrl: string };

/**
 * Each worker slot has its own reference server and database (started by globalSetup.ts on
 * E2E_PORT + slot), so tests that reset the database never meet another worker's. `baseURL`
 * (pages, `request`, and contexts made with browser.newContext in a test) points at it, and
 * the test's context reads the pinned clock.
 */
export const test = base.extend<Record<never, never>, WorkerFixtures>({
  e2eServerUrl: [
    // Playwright reads which fixtures a fixture needs from this pattern; it needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const url = e2eServerUrl(workerInfo.parallelIndex);
      if (!(await serverAnswers(url))) {
        throw new Error(`No e2e server answers at ${url}: globalSetup starts one per worker.`);
      }
      await use(url);
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ e2eServerUrl }, use) => {
    await use(e2eServerUrl);
  },
  context: async ({ context }, use) => {
    await pinClock(context);
    await use(context);
  },
});

export { expect } from '@playwright/test';
