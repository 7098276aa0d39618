import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

export type BenchServer = { url: string; stop: () => void };

/** The reference server on its own port, in-memory database, test API on (for resets). */
export async function startBenchServer(port: number): Promise<BenchServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      CREWHUB_TEST_API: '1',
      CREWHUB_DATA_DIR: 'memory://',
      CREWHUB_QUIET: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/v1/status`, { headers: { Type: 'MOBILE' } });
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('The reference server did not start within 120 s.');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, stop: () => child.kill('SIGTERM') };
}

/** The same lookup as playwright.config.ts. */
export function chromiumPath(): string {
  const candidates = [process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, '/usr/bin/chromium'];
  const found = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (!found) {
    throw new Error(
      'No Chromium found: run `apt-get update && apt-get install -y chromium` or set PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH.',
    );
  }
  return found;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
