import Dexie, { type EntityTable } from 'dexie';
import type { Rights, Tenant } from '../api/schemas/session';
import type { Job } from '../api/schemas/jobs';
import type { BlockDate } from '../api/schemas/calendar';
import type { OutboxRecord } from '../sync/outbox/types';

/** The logged-in session, kept in IndexedDB so the service worker can read it too. */
export type SessionRow = {
  key: 'current';
  token: string;
  rights: Rights;
  mailboxRights: Rights;
  /** Whose data and outbox records these are (see ownerIdOf). */
  ownerId: string;
  savedAt: number;
};

/** UI settings (language, map service...): these survive logout (SPEC §4). */
export type SettingRow = { key: string; value: string };

/** Tenant settings, cached so the app can boot offline; not personal. */
export type TenantRow = { key: 'current'; tenant: Tenant; savedAt: number };

export type SyncStateRow = {
  resource: string;
  lastSyncedAt: number | null;
  state: 'idle' | 'pulling' | 'error';
  lastError: string | null;
};

export type { Job, BlockDate, OutboxRecord };

export class CrewHubDb extends Dexie {
  session!: EntityTable<SessionRow, 'key'>;
  settings!: EntityTable<SettingRow, 'key'>;
  tenant!: EntityTable<TenantRow, 'key'>;
  syncState!: EntityTable<SyncStateRow, 'resource'>;
  outbox!: EntityTable<OutboxRecord, 'id'>;
  jobs!: EntityTable<Job, 'id'>;
  blockDates!: EntityTable<BlockDate, 'id'>;

  constructor(name = 'crew-hub') {
    super(name);
    // Add a new version for every schema change; never edit a released one (the outbox
    // must survive upgrades: DESIGN.md "silent expiry").
    this.version(1).stores({
      session: 'key',
      settings: 'key',
      tenant: 'key',
      syncState: 'resource',
      outbox: 'id, state, ownerId, entityKey',
      jobs: 'id, startDate, status',
      blockDates: 'id, startDate',
    });
  }
}

export const db = new CrewHubDb();

/**
 * Tables not cleared with the personal data: settings and tenant hold nothing personal; the
 * outbox is emptied only on purpose (sent, or discarded by its owner), never as a side effect.
 */
export const KEPT_ON_LOGOUT: ReadonlySet<string> = new Set(['settings', 'tenant', 'outbox']);
