import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileTooLargeError, readAll } from './fileStore';
import { TEMP_PREFIX, folderStore, temporaryFolderStore } from './folderStore';

const root = mkdtempSync(join(tmpdir(), 'crewhub-store-test-'));
const store = folderStore(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const bytes = (text: string) => new TextEncoder().encode(text);
const sha = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
/** Every file under the root, as paths relative to it. */
const filesIn = (dir: string, prefix = ''): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesIn(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );

async function* chunks(parts: Uint8Array[], failAfter?: number) {
  for (const [i, part] of parts.entries()) {
    // One chunk per tick, as a socket delivers them.
    await new Promise((r) => setImmediate(r));
    if (failAfter === i) throw new Error('the client went away');
    yield part;
  }
}

describe('folder store', () => {
  it('stores streamed bytes under their sha256, opens and deletes them', async () => {
    const data = bytes('a photo, in three chunks');
    const stored = await store.put(chunks([data.slice(0, 5), data.slice(5, 9), data.slice(9)]));
    expect(stored).toEqual({ key: sha(data), sha256: sha(data), size: data.length });
    const opened = await store.open(stored.key);
    expect(opened?.size).toBe(data.length);
    expect(await readAll(store, stored.key)).toEqual(data);
    // Written under a temporary name, then renamed: only the key remains, in its subfolder.
    expect(filesIn(root)).toEqual([`${stored.key.slice(0, 2)}/${stored.key}`]);
    await store.delete(stored.key);
    expect(await store.open(stored.key)).toBeNull();
    await store.delete(stored.key); // a missing file is no error
  });

  it('stores the same bytes once, under one key', async () => {
    const first = await store.put([bytes('same bytes')]);
    const second = await store.put(chunks([bytes('same '), bytes('bytes')]));
    expect(second.key).toBe(first.key);
    expect(filesIn(root).filter((f) => f.endsWith(first.key))).toHaveLength(1);
    await store.delete(first.key);
  });

  it('leaves no file and no partial file after an aborted stream or an oversize one', async () => {
    const before = filesIn(root);
    await expect(store.put(chunks([bytes('part one'), bytes('part two')], 1))).rejects.toThrow(
      'the client went away',
    );
    await expect(
      store.put(chunks([bytes('12345'), bytes('67890')]), { maxBytes: 8 }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(filesIn(root)).toEqual(before);
    expect(filesIn(root).some((f) => f.startsWith(TEMP_PREFIX))).toBe(false);
  });

  it('never opens a name that is not a key (no path outside the folder)', async () => {
    expect(await store.open('../../etc/passwd')).toBeNull();
    expect(await store.open(`${TEMP_PREFIX}x`)).toBeNull();
  });

  it('a temporary store removes its folder on close', async () => {
    const temp = temporaryFolderStore();
    const { key } = await temp.put([bytes('temporary')]);
    expect(await readAll(temp, key)).toEqual(bytes('temporary'));
    await temp.close();
    expect(await temp.open(key)).toBeNull();
  });
});
