import { API_BASE, CLIENT_TYPE } from './config';
import { ApiError, MalformedResponseError, NetworkError } from './errors';
import { checkTenant, type Tenant } from './schemas/tenant';

/**
 * GET /tenant with the platform's fetch rather than the ofetch client: it runs at every boot,
 * /login included, and must not pull the client and the areas' schemas into the first load (P4).
 */
export async function fetchTenant(timeoutMs = 20_000): Promise<Tenant> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/tenant`, {
      headers: { Accept: 'application/json', Type: CLIENT_TYPE },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    throw new ApiError(response.status, `http_${response.status}`, response.statusText);
  }
  const checked = checkTenant(await response.json().catch(() => null));
  if (!checked.ok) throw new MalformedResponseError('/tenant', checked.issues);
  return checked.tenant;
}
