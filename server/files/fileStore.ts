import type { Readable } from 'node:stream';

/** What `put` stored: the key to keep in the database, and the file's size and digest. */
export type StoredFile = { key: string; size: number; sha256: string };

/** An opened file: its bytes as a stream, and its size for Content-Length. */
export type OpenedFile = { stream: Readable; size: number };

/**
 * Where uploaded file bytes live, out of the database (which keeps only key, size, type and
 * name): on the server's single thread, PGlite took seconds to write a photo as bytea and
 * every other request waited (issue 11).
 *
 * Keys are content addresses (the sha256 of the bytes), so the same bytes stored twice are one
 * file and a replayed upload stores nothing new. Because of that, a key may be named by more
 * than one row: callers never delete a key a row still names.
 *
 * The default is a folder on disk (folderStore.ts). An S3-compatible object store could
 * implement this same type later (put = upload under the digest, open = GET, delete = DELETE);
 * none is built.
 */
export type FileStore = {
  /**
   * Streams `source` into the store and answers its key. A source longer than `maxBytes`
   * fails with FileTooLargeError, as does a source that fails itself; either way no file and no
   * partial file remains.
   */
  put(
    source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
    options?: { maxBytes?: number },
  ): Promise<StoredFile>;
  /** The stored bytes, or null when no file has this key. */
  open(key: string): Promise<OpenedFile | null>;
  /** Removes the file; a missing one is no error. */
  delete(key: string): Promise<void>;
  /** Every stored key with the time its file was last written (for the orphan sweep). */
  list(): AsyncIterable<{ key: string; writtenAt: Date }>;
  /** Releases what the store holds (a temporary folder is removed). */
  close(): Promise<void>;
};

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
  }
}

/** The whole file in memory: only for small files the server itself embeds (a PDF's image). */
export async function readAll(store: FileStore, key: string): Promise<Uint8Array | null> {
  const file = await store.open(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}
