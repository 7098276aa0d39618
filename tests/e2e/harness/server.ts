import { spawn, type ChildProcess } from 'node:child_process';
import { E2E_TODAY } from './clock';

export type E2EServer = { url: string; port: number; stop: () => Promise<void> };

/** Worker slot i (Playwright's parallelIndex) has its server on E2E_PORT + i. */
export function e2eServerUrl(slot: number, env = process.env): string {
  return `http://localhost:${Number(env.E2E_PORT ?? 8181) + slot}`;
}

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;
const EXIT_WITH_PARENT = './tests/e2e/harness/exitWithParent.ts';

export const serverAnswers = async (url: string): Promise<boolean> => {
  try {
    return (await fetch(`${url}/api/v1/status`, { headers: { Type: 'MOBILE' } })).ok;
  } catch {
    return false;
  }
};

/**
 * One reference server, as the e2e webServer used to start it: in-memory database, test API
 * on, "today" pinned, serving the build in `dist`. Resolves once /api/v1/status answers.
 */
export async function startE2EServer(slot: number, dist: string): Promise<E2EServer> {
  const url = e2eServerUrl(slot);
  const port = Number(new URL(url).port);
  // Another run (or a server a crashed worker left) would answer our tests with its data.
  if (await serverAnswers(url))
    throw new Error(`Port ${port} is taken: set E2E_PORT to a free base.`);
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', EXIT_WITH_PARENT, 'server/main.ts'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        CREWHUB_TEST_API: '1',
        CREWHUB_DATA_DIR: 'memory://',
        CREWHUB_QUIET: '1',
        CREWHUB_TODAY: E2E_TODAY,
        CREWHUB_DIST: dist,
      },
      // stdin is the lifeline exitWithParent watches; stderr shows server errors in the output.
      stdio: ['pipe', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await serverAnswers(url))) {
    if (gone) throw new Error(`The reference server on port ${port} exited while starting.`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The reference server on port ${port} did not answer within 120 s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const stop = async () => {
    if (gone) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(killer);
  };
  return { url, port, stop };
}
