import { createHash, randomUUID } from 'node:crypto';
import {
  cpSync,
  createReadStream,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  rmSync,
} from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileTooLargeError, type FileStore, type StoredFile } from './fileStore';
import { TEMPORARY_PREFIX, removeStaleTemporaryFolders } from './staleTemporaryFolders';

const KEY = /^[0-9a-f]{64}$/;
/** Names of files being written; never a key, so `open` can never hand one out. */
export const TEMP_PREFIX = '.upload-';

/**
 * Files in a folder, named by their sha256 (`ab/abcdef…`, 256 subfolders so no folder grows
 * huge). Each upload is written to a temporary name in the same folder (same file system, so
 * the rename is atomic), synced, and renamed to its key: a reader sees a whole file or none,
 * and a crash leaves at most a temporary file, never a half file under a key.
 */
export function folderStore(root: string, onClose: () => void = () => {}): FileStore {
  mkdirSync(root, { recursive: true });
  const pathOf = (key: string) => join(root, key.slice(0, 2), key);

  return {
    async put(source, options = {}): Promise<StoredFile> {
      const temp = join(root, `${TEMP_PREFIX}${randomUUID()}`);
      const hash = createHash('sha256');
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (options.maxBytes !== undefined && size > options.maxBytes) {
            done(new FileTooLargeError(options.maxBytes));
            return;
          }
          hash.update(chunk);
          done(null, chunk);
        },
      });
      try {
        // flush: the file is synced before it closes. The database will name this key once
        // the row commits, so the bytes must be on disk first.
        await pipeline(source, count, createWriteStream(temp, { flags: 'wx', flush: true }));
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      const sha256 = hash.digest('hex');
      const target = pathOf(sha256);
      await mkdir(join(root, sha256.slice(0, 2)), { recursive: true });
      // Same bytes already stored: the rename replaces them with identical bytes, atomically.
      await rename(temp, target);
      return { key: sha256, size, sha256 };
    },

    async open(key) {
      if (!KEY.test(key)) return null;
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        return { stream: createReadStream(path), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      if (KEY.test(key)) await rm(pathOf(key), { force: true });
    },

    async *list() {
      const folders = await readdir(root, { withFileTypes: true });
      for (const folder of folders) {
        if (!folder.isDirectory() || !/^[0-9a-f]{2}$/.test(folder.name)) continue;
        for (const name of await readdir(join(root, folder.name))) {
          if (!KEY.test(name)) continue;
          try {
            yield { key: name, writtenAt: (await stat(pathOf(name))).mtime };
          } catch (error) {
            // Deleted between readdir and stat: nothing to list.
            if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          }
        }
      }
    },

    close: () => {
      onClose();
      return Promise.resolve();
    },
  };
}

/** Temporary folders still to remove when the process exits (one listener for all). */
const temporaryRoots = new Set<string>();
process.once('exit', () => {
  for (const root of temporaryRoots) rmSync(root, { recursive: true, force: true });
});

/**
 * For the in-memory database (tests, bench): a fresh temporary folder (holding a copy of
 * `copyOf`'s files when given), removed on close and,
 * as tests never close their servers, when the process exits; a killed process's folder is
 * removed by the next one made (staleTemporaryFolders.ts).
 */
export function temporaryFolderStore(copyOf?: string): FileStore {
  removeStaleTemporaryFolders(tmpdir());
  const root = mkdtempSync(join(tmpdir(), `${TEMPORARY_PREFIX}${process.pid}-`));
  if (copyOf) cpSync(copyOf, root, { recursive: true });
  temporaryRoots.add(root);
  return folderStore(root, () => {
    temporaryRoots.delete(root);
    rmSync(root, { recursive: true, force: true });
  });
}
