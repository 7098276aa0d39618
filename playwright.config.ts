import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromium } from 'playwright-core';

// Lets context.route() see the service worker's own requests, so tests can cut them off.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

/** PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, else Debian's chromium, else Playwright's own. */
function chromiumPath(): string | undefined {
  const candidates = [
    process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH,
    '/usr/bin/chromium',
    safe(() => chromium.executablePath()),
  ].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found: run `apt-get update && apt-get install -y chromium` or set PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH.',
    );
  }
  return found;
}

function safe(fn: () => string): string | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Each worker slot has its own reference server and database (tests/e2e/harness, on
  // E2E_PORT + slot), so workers never reset each other's data. Tests of one file run in order.
  fullyParallel: false,
  workers: 2,
  // Pins the browser's clock for the run and starts the servers.
  globalSetup: './tests/e2e/harness/globalSetup.ts',
  retries: process.env.CI ? 1 : 0,
  // Journeys take 20-30 s here and machines of this kind differ 2-3x in speed: 30 s failed
  // whole offline journeys on a busy machine while every step was still moving.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // A failed test keeps its trace: actions, DOM snapshots, network and console. Not its
    // screencast: encoding frames of every test took a third of the suite's CPU (measured on
    // calendar.spec: 112 s with, 74 s without), which two workers on 2 cores cannot spare.
    trace: { mode: 'retain-on-failure', screenshots: false },
    ...devices['Pixel 7'],
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
