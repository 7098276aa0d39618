import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Busboy } from '@fastify/busboy';
import type { Context } from 'hono';
import type * as v from 'valibot';
import type { AppEnv } from '../http/context';
import { apiError, parseBody } from '../http/errors';
import { FileTooLargeError, type FileStore, type StoredFile } from '../files/fileStore';

export type Upload<T> = {
  data: T;
  /** The bytes, already in the file store: the row keeps `file.key`. */
  file: StoredFile;
  contentType: string;
  fileName: string;
  /** What the idempotency hash covers: the data part plus the file's digest. */
  fingerprint: { data: T; sha256: string; size: number };
};

type Parts = {
  rawData: string | null;
  stored: StoredFile | null;
  contentType: string;
  fileName: string;
  refusedType: boolean;
};

/**
 * Parses the multipart body as it arrives (busboy) and streams the "file" part straight into
 * the store: the event loop never holds the whole file, and neither does the database.
 * (`Request.formData()` buffered it and parsed a 12 MB photo in one 250-600 ms block.)
 */
function parseParts(
  c: Context<AppEnv>,
  store: FileStore,
  types: readonly string[],
  maxBytes: number,
): Promise<Parts> {
  const header = c.req.header('Content-Type') ?? '';
  const body = c.req.raw.body;
  if (!/^multipart\/form-data/i.test(header) || !body) {
    throw apiError(400, 'invalid_input', 'Expected multipart form data');
  }
  return new Promise<Parts>((resolve, reject) => {
    const parts: Parts = {
      rawData: null,
      stored: null,
      contentType: '',
      fileName: 'upload',
      refusedType: false,
    };
    let storing: Promise<void> = Promise.resolve();
    let started = false;
    let parser: ReturnType<typeof Busboy>;
    const input = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
    const fail = (error: unknown) => {
      input.destroy();
      if (error instanceof FileTooLargeError) reject(tooLarge());
      else reject(error instanceof Error ? error : new Error(String(error)));
    };
    try {
      parser = Busboy({
        headers: { 'content-type': header },
        limits: { files: 1, fields: 4, fieldSize: 1024 * 1024, parts: 8 },
      });
    } catch {
      throw apiError(400, 'invalid_input', 'Expected multipart form data');
    }
    parser.on('field', (name, value) => {
      if (name === 'data') parts.rawData = value;
    });
    parser.on('file', (name, stream, fileName, _encoding, mimeType) => {
      const contentType = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
      if (name !== 'file' || started || !types.includes(contentType)) {
        parts.refusedType ||= name === 'file';
        stream.resume();
        return;
      }
      started = true;
      parts.contentType = contentType;
      parts.fileName = fileName || 'upload';
      storing = store.put(stream, { maxBytes }).then((stored) => {
        parts.stored = stored;
      });
      storing.catch(fail);
    });
    parser.on('error', () => fail(apiError(400, 'invalid_input', 'Malformed multipart data')));
    parser.on('finish', () => {
      storing.then(() => resolve(parts), fail);
    });
    input.on('error', fail);
    input.pipe(parser);
  });
}

const tooLarge = () => apiError(413, 'payload_too_large', 'The file is too large');

/**
 * Reads a multipart upload as the outbox sends it: JSON in the "data" part, the file in the
 * "file" part. Refuses a missing file, a type outside `types`, or more than `maxBytes`.
 */
export async function readUpload<S extends v.GenericSchema>(
  c: Context<AppEnv>,
  store: FileStore,
  schema: S,
  types: readonly string[],
  maxBytes: number,
): Promise<Upload<v.InferOutput<S>>> {
  const length = Number(c.req.header('Content-Length') ?? 0);
  if (length > maxBytes + 64 * 1024) throw tooLarge();
  const parts = await parseParts(c, store, types, maxBytes);
  let json: unknown;
  try {
    json = parts.rawData === null ? null : JSON.parse(parts.rawData);
  } catch {
    json = null;
  }
  const data = parseBody(schema, json);
  if (parts.refusedType) {
    throw apiError(415, 'unsupported_type', 'This kind of file is not accepted', {
      fields: { file: `Accepted: ${types.join(', ')}` },
    });
  }
  const file = parts.stored;
  if (!file) {
    throw apiError(400, 'invalid_input', 'The file is missing', { fields: { file: 'Required' } });
  }
  // An empty file is never named by a row; leaving the empty file in the store costs nothing.
  if (file.size === 0) {
    throw apiError(400, 'invalid_input', 'The file is empty', { fields: { file: 'Empty' } });
  }
  return {
    data,
    file,
    contentType: parts.contentType,
    fileName: parts.fileName,
    fingerprint: { data, sha256: file.sha256, size: file.size },
  };
}

/**
 * A stored file as a download, streamed from the store with its type, size and name
 * (`attachment`, so it saves). A row whose file is gone answers 404.
 */
export async function fileResponse(
  c: Context<AppEnv>,
  store: FileStore,
  file: { key: string; contentType: string; fileName: string },
  disposition: 'attachment' | 'inline' = 'attachment',
): Promise<Response> {
  const opened = await store.open(file.key);
  if (!opened) throw apiError(404, 'not_found', 'The file is no longer stored');
  const safe = file.fileName.replace(/["\\\r\n]/g, '_');
  return c.body(Readable.toWeb(opened.stream) as ReadableStream<Uint8Array>, 200, {
    'Content-Type': file.contentType,
    'Content-Length': String(opened.size),
    'Content-Disposition': `${disposition}; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}
