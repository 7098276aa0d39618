import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../http/context';
import { apiError, parseBody } from '../http/errors';

export type Upload<T> = {
  data: T;
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
  /** What the idempotency hash covers: the data part plus the file's digest. */
  fingerprint: { data: T; sha256: string; size: number };
};

/**
 * Reads a multipart upload as the outbox sends it: JSON in the "data" part, the file in the
 * "file" part. Refuses a missing file, a type outside `types`, or more than `maxBytes`.
 */
export async function readUpload<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
  types: readonly string[],
  maxBytes: number,
): Promise<Upload<z.infer<S>>> {
  const length = Number(c.req.header('Content-Length') ?? 0);
  if (length > maxBytes + 64 * 1024) {
    throw apiError(413, 'payload_too_large', 'The file is too large');
  }
  const form = await c.req.formData().catch(() => null);
  if (!form) throw apiError(400, 'invalid_input', 'Expected multipart form data');
  const rawData = form.get('data');
  let json: unknown;
  try {
    json = typeof rawData === 'string' ? JSON.parse(rawData) : null;
  } catch {
    json = null;
  }
  const data = parseBody(schema, json);
  const file = form.get('file');
  if (!file || typeof file === 'string') {
    throw apiError(400, 'invalid_input', 'The file is missing', { fields: { file: 'Required' } });
  }
  if (file.size > maxBytes) throw apiError(413, 'payload_too_large', 'The file is too large');
  if (file.size === 0) {
    throw apiError(400, 'invalid_input', 'The file is empty', { fields: { file: 'Empty' } });
  }
  const contentType = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!types.includes(contentType)) {
    throw apiError(415, 'unsupported_type', 'This kind of file is not accepted', {
      fields: { file: `Accepted: ${types.join(', ')}` },
    });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return {
    data,
    bytes,
    contentType,
    fileName: file.name || 'upload',
    fingerprint: { data, sha256, size: bytes.length },
  };
}

/** A stored file as a download: its bytes, type and name (`attachment`, so it saves). */
export function fileResponse(
  c: Context<AppEnv>,
  file: { bytes: Uint8Array; contentType: string; fileName: string },
  disposition: 'attachment' | 'inline' = 'attachment',
): Response {
  const safe = file.fileName.replace(/["\\\r\n]/g, '_');
  return c.body(new Uint8Array(file.bytes), 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': `${disposition}; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}
