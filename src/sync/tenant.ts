import type { Tenant } from '../api/schemas/session';
import { fetchTenant } from '../api/session';
import { readTenant, writeTenant } from '../db/sessionStore';

export type TenantState =
  | { status: 'loading' }
  | { status: 'ready'; tenant: Tenant; fromCache: boolean }
  | { status: 'error'; message: string };

type Listener = () => void;
let state: TenantState = { status: 'loading' };
const listeners = new Set<Listener>();

function set(next: TenantState): void {
  state = next;
  for (const l of listeners) l();
}

export const getTenantState = (): TenantState => state;

export function subscribeTenant(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Tenant settings gate the whole app (SPEC §2 loading screen). A cached copy lets the app
 * start offline at once; the fresh copy replaces it when the network answers.
 */
export async function loadTenant(): Promise<void> {
  const cached = await readTenant().catch(() => null);
  if (cached) set({ status: 'ready', tenant: cached.tenant, fromCache: true });
  else set({ status: 'loading' });
  try {
    const tenant = await fetchTenant();
    await writeTenant({ tenant, savedAt: Date.now() });
    set({ status: 'ready', tenant, fromCache: false });
  } catch (error) {
    if (!cached)
      set({ status: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}
