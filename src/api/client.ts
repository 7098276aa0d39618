import { FetchError, ofetch } from 'ofetch';
import * as v from 'valibot';
import { apiErrorSchema } from './schemas/session';
import { API_BASE, CLIENT_TYPE } from './config';
import { ApiError, MalformedResponseError, NetworkError } from './errors';

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  token?: string | null;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  timeoutMs?: number;
};

/** SPEC §9: most list calls use limit 1000, page 1. */
export const LIST_QUERY = { limit: 1000, page: 1 } as const;

const api = ofetch.create({ baseURL: API_BASE });

function toError(error: unknown): Error {
  if (error instanceof FetchError && error.response) {
    const parsed = v.safeParse(apiErrorSchema, error.data);
    const status = error.response.status;
    return parsed.success
      ? new ApiError(
          status,
          parsed.output.code,
          parsed.output.message,
          parsed.output.fields,
          error.data,
        )
      : new ApiError(status, `http_${status}`, error.response.statusText || `HTTP ${status}`);
  }
  return new NetworkError(error instanceof Error ? error.message : String(error));
}

/** One call to the API; the answer is validated before anyone sees it. */
export async function request<S extends v.GenericSchema>(
  schema: S,
  path: string,
  options: RequestOptions = {},
): Promise<v.InferOutput<S>> {
  const data = await send(path, options);
  const parsed = v.safeParse(schema, data);
  if (!parsed.success) throw new MalformedResponseError(path, parsed.issues);
  return parsed.output;
}

/** A call whose answer carries no body (204). */
export async function requestNoContent(path: string, options: RequestOptions = {}): Promise<void> {
  await send(path, options);
}

async function send(path: string, options: RequestOptions): Promise<unknown> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Type: CLIENT_TYPE, ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  try {
    return await api(path, {
      method,
      headers,
      body: options.body as Record<string, unknown> | undefined,
      query: options.query,
      timeout: options.timeoutMs ?? 20_000,
      // Writes are never retried here: ofetch would resend a 409 by default, and a write's
      // retries belong to the outbox, which holds the idempotency key.
      retry: method === 'GET' ? 1 : false,
    });
  } catch (error) {
    throw toError(error);
  }
}
