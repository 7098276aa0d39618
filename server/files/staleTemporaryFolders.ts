import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isRunning } from '../processes';

/** `crewhub-files-<pid>-<random>`: the process that made the folder is named in it. */
export const TEMPORARY_PREFIX = 'crewhub-files-';

/** Folders of the old form (no process named) are stale after this long. */
const UNNAMED_STALE_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the temporary file folders of servers whose process is gone. Each in-memory server
 * removes its own folder when it exits, but test servers are mostly killed, which skips that:
 * hundreds of folders once piled up in /tmp (517 MB over three days). Whoever makes a new
 * folder sweeps the old ones, so the pile is bounded by the servers running at once.
 */
export function removeStaleTemporaryFolders(parent: string, now = Date.now()): void {
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(TEMPORARY_PREFIX)) continue;
    const path = join(parent, name);
    const pid = /^(\d+)-/.exec(name.slice(TEMPORARY_PREFIX.length))?.[1];
    try {
      const stale = pid ? !isRunning(Number(pid)) : now - statSync(path).mtimeMs > UNNAMED_STALE_MS;
      if (stale) rmSync(path, { recursive: true, force: true });
    } catch {
      // Removed meanwhile by another sweeping server, or not ours to remove: leave it.
    }
  }
}
