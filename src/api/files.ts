import { FetchError, ofetch } from 'ofetch';
import { API_BASE, CLIENT_TYPE } from './config';
import { ApiError, NetworkError } from './errors';

export type DownloadedFile = { blob: Blob; contentType: string; name: string };

/** `attachment; filename="payroll-2026-10.pdf"` → `payroll-2026-10.pdf`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Downloads a file of the API (a PDF, a picture) with the session's token. `absolute` is for
 * links that carry their own signature (SPEC §7 `signedUrl`), which get no auth header.
 */
export async function downloadFile(
  path: string,
  token: string | null,
  absolute = false,
): Promise<DownloadedFile> {
  const headers: Record<string, string> = absolute ? {} : { Type: CLIENT_TYPE };
  if (token && !absolute) headers.Authorization = `Bearer ${token}`;
  try {
    const res = await ofetch.raw<Blob, 'blob'>(absolute ? path : `${API_BASE}${path}`, {
      headers,
      responseType: 'blob',
      retry: 1,
      timeout: 60_000,
    });
    const blob = res._data ?? new Blob([]);
    const contentType = res.headers.get('Content-Type') ?? blob.type;
    const fallback = path.split('?')[0]?.split('/').pop() ?? 'download';
    return {
      blob,
      contentType,
      name: fileNameOf(res.headers.get('Content-Disposition'), fallback),
    };
  } catch (error) {
    if (error instanceof FetchError && error.response) {
      throw new ApiError(error.response.status, `http_${error.response.status}`, error.message);
    }
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
}
