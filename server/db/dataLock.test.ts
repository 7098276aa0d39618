import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataFolderLockedError, lockDataFolder } from './dataLock';

const root = mkdtempSync(join(tmpdir(), 'crewhub-lock-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('data folder lock', () => {
  it('refuses a second holder while the first lives, and frees the folder on release', () => {
    const dir = join(root, 'a', 'pglite');
    const release = lockDataFolder(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    expect(() => lockDataFolder(dir)).toThrow(DataFolderLockedError);
    expect(() => lockDataFolder(dir)).toThrow(/Another server \(process \d+\)/);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDataFolder(dir)();
  });

  it('takes over a lock whose process is gone (kill -9, crash)', () => {
    const dir = join(root, 'b', 'pglite');
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    lockDataFolder(dir)(); // creates the parent folder
    writeFileSync(`${dir}.lock`, gone.stdout);
    const release = lockDataFolder(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });
});
