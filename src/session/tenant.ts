import type { Tenant } from '../api/schemas/tenant';
import { fetchTenant } from '../api/tenant';
import type { TenantRow } from '../db/db';
import { localDatabaseExists } from '../db/localDatabase';

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

// The store is imported on demand: a first visit to /login has no database and needs no Dexie.
const store = () => import('../db/sessionStore');

async function readCached(): Promise<TenantRow | null> {
  if (!(await localDatabaseExists())) return null;
  return (await store()).readTenant();
}

/** Keeps the fresh tenant for offline starts, once the device has a database to keep it in. */
async function keep(tenant: Tenant): Promise<void> {
  if (await localDatabaseExists())
    await (await store()).writeTenant({ tenant, savedAt: Date.now() });
}

/** Stores the tenant shown now; login calls it, since it creates the database. */
export async function keepCurrentTenant(): Promise<void> {
  if (state.status === 'ready') {
    await (await store()).writeTenant({ tenant: state.tenant, savedAt: Date.now() });
  }
}

/** Same settings: plain JSON from a validated answer, so its text tells. */
const sameTenant = (a: Tenant, b: Tenant) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Tenant settings gate the whole app (SPEC §2 loading screen). A cached copy lets the app
 * start offline at once; the fresh copy replaces it when the network answers. Boot passes
 * the copy it already read, and with it `freshAfter`: the fresh copy is asked for only then
 * (after the first page), and an unchanged one is not set again, since a new theme object
 * redraws the whole app (issue 17, P1).
 */
export async function loadTenant(
  cachedAtBoot?: TenantRow | null,
  { freshAfter }: { freshAfter?: Promise<void> } = {},
): Promise<void> {
  const cached = cachedAtBoot !== undefined ? cachedAtBoot : await readCached().catch(() => null);
  if (cached) set({ status: 'ready', tenant: cached.tenant, fromCache: true });
  else set({ status: 'loading' });
  try {
    if (cached && freshAfter) await freshAfter;
    const tenant = await fetchTenant();
    const shown = getTenantState();
    if (!(shown.status === 'ready' && sameTenant(shown.tenant, tenant)))
      set({ status: 'ready', tenant, fromCache: false });
    await keep(tenant).catch(() => undefined);
  } catch (error) {
    if (!cached)
      set({ status: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}
