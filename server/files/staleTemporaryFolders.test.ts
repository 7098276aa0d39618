import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEMPORARY_PREFIX, removeStaleTemporaryFolders } from './staleTemporaryFolders';

let parent: string;
beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), 'crewhub-sweep-test-'));
});
afterEach(() => {
  rmSync(parent, { recursive: true, force: true });
});

/** The pid of a process that has ended (a short child, waited for). */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

const DAY = 24 * 60 * 60 * 1000;

describe('stale temporary file folders', () => {
  it.each<[string, () => string, number, boolean]>([
    ['of a process that ended', () => `${TEMPORARY_PREFIX}${endedPid()}-abc`, 0, false],
    ['of this running process', () => `${TEMPORARY_PREFIX}${process.pid}-abc`, 0, true],
    ['of the old form, two days old', () => `${TEMPORARY_PREFIX}AbC123`, 2 * DAY, false],
    ['of the old form, an hour old', () => `${TEMPORARY_PREFIX}AbC123`, DAY / 24, true],
    ['not ours (another prefix), a week old', () => 'other-files-1-abc', 7 * DAY, true],
  ])('a folder %s: kept is %s', (_case, nameOf, age, kept) => {
    const path = join(parent, nameOf());
    mkdirSync(join(path, 'ab'), { recursive: true });
    const at = (Date.now() - age) / 1000;
    utimesSync(path, at, at);
    removeStaleTemporaryFolders(parent);
    expect(existsSync(path)).toBe(kept);
  });

  it('a missing parent folder is nothing to sweep', () => {
    expect(() => removeStaleTemporaryFolders(join(parent, 'missing'))).not.toThrow();
  });
});
