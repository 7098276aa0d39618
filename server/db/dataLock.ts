import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { isRunning } from '../processes';

export class DataFolderLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `Another server (process ${pid}) is using this data folder. Stop it first, or give this ` +
        `one another CREWHUB_DATA_DIR. If no such process runs, delete ${lockFile}.`,
    );
  }
}

/**
 * One server per data folder: two servers on one PGlite folder both acknowledged writes under
 * the same ids, and one's writes were lost on restart (issue 11). The lock is a file beside the
 * folder (`<dataDir>.lock`, not inside it: the folder is PGlite's) created with O_EXCL and
 * holding the owner's pid. A lock whose process is gone (killed with -9, a crash) is stale and
 * taken over. Answers the release function; the lock is also released when the process exits.
 */
export function lockDataFolder(dataDir: string): () => void {
  const lockFile = `${resolve(dataDir)}.lock`;
  mkdirSync(dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => {
        process.removeListener('exit', release);
        try {
          if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) rmSync(lockFile);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let pid: number;
    try {
      pid = Number(readFileSync(lockFile, 'utf8').trim());
    } catch {
      continue; // released in the meantime: try again
    }
    // An empty or unreadable pid: the owner died between creating and writing the file.
    if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) {
      throw new DataFolderLockedError(lockFile, pid);
    }
    rmSync(lockFile, { force: true });
  }
  throw new DataFolderLockedError(lockFile, 0);
}
