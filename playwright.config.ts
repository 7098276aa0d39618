import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromium } from 'playwright-core';

// Lets context.route() see the service worker's own requests, so tests can cut them off.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

const PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_BASE_URL = `http://localhost:${PORT}`;

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
  fullyParallel: false,
  // One server and one database: tests that reset it must not overlap.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
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
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `${E2E_BASE_URL}/api/v1/status`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      CREWHUB_TEST_API: '1',
      CREWHUB_DATA_DIR: 'memory://',
      CREWHUB_QUIET: '1',
      ...(process.env.CREWHUB_DIST ? { CREWHUB_DIST: process.env.CREWHUB_DIST } : {}),
    },
  },
});
