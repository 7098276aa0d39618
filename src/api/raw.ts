import { ofetch } from 'ofetch';
import { API_BASE, CLIENT_TYPE } from './config';
import { NetworkError } from './errors';

export type RawAnswer = { status: number; body: unknown };

export type RawRequest = {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  token: string;
  body: unknown;
  blobs?: Record<string, Blob>;
  idempotencyKey: string;
  ifMatch: number | null;
  /** This installation's id (db/deviceId.ts), so a conflict can name the other device. */
  deviceId?: string;
  timeoutMs?: number;
};

function formData(body: unknown, blobs: Record<string, Blob>): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(body ?? null));
  for (const [name, blob] of Object.entries(blobs)) form.append(name, blob, name);
  return form;
}

/**
 * One outbox write. Every HTTP answer is returned, never thrown, so the replay decides what
 * each status means; only "no answer at all" throws (NetworkError). Never retried here.
 */
export async function sendWrite(req: RawRequest): Promise<RawAnswer> {
  const headers: Record<string, string> = {
    Type: CLIENT_TYPE,
    Authorization: `Bearer ${req.token}`,
    'Idempotency-Key': req.idempotencyKey,
  };
  if (req.ifMatch !== null) headers['If-Match'] = `"${req.ifMatch}"`;
  if (req.deviceId) headers['Device-Id'] = req.deviceId;
  const hasBlobs = req.blobs && Object.keys(req.blobs).length > 0;
  try {
    const res = await ofetch.raw(`${API_BASE}${req.path}`, {
      method: req.method,
      headers,
      body: hasBlobs
        ? formData(req.body, req.blobs ?? {})
        : ((req.body as Record<string, unknown> | null) ?? undefined),
      retry: false,
      ignoreResponseError: true,
      timeout: req.timeoutMs ?? 20_000,
    });
    return { status: res.status, body: res._data ?? null };
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
}
