import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = mkdtempSync(join(tmpdir(), 'crewhub-main-test-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

function start(port: number): { child: ChildProcess; stderr: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      CREWHUB_DATA_DIR: join(root, 'pglite'),
      CREWHUB_NO_STATIC: '1',
      CREWHUB_QUIET: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, stderr: () => stderr };
}

/** The first answer of GET /status once the port is bound. */
async function firstAnswer(port: number): Promise<Response> {
  for (let i = 0; i < 600; i++) {
    try {
      return await fetch(`http://127.0.0.1:${port}/api/v1/status`, { headers: { Type: 'MOBILE' } });
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error('the server never bound its port');
}

describe('one server per data folder', () => {
  it('binds first and answers 503 while the database opens; a second server is refused', async () => {
    const first = start(18711);
    const answer = await firstAnswer(18711);
    // PGlite needs seconds to create and migrate a folder: the port answers meanwhile.
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ code: 'starting' });

    const second = start(18712);
    const code = await new Promise<number | null>((resolve) => second.child.on('exit', resolve));
    expect(code).toBe(1);
    expect(second.stderr()).toMatch(/Another server \(process \d+\) is using this data folder/);
    expect(first.child.exitCode).toBeNull();
  }, 60_000);
});
