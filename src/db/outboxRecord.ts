export const OUTBOX_STATES = ['pending', 'sending', 'failed', 'conflict', 'done'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** The table and id of the row a change touches (tables: LocalEntityTable in db.ts). */
export type EntityRef<Table extends string = string> = { table: Table; id: number };

/**
 * One change waiting for the server (DESIGN.md "Outbox record"). Written in the same Dexie
 * transaction as the optimistic change to its table, and never deleted before a 2xx.
 */
export type OutboxRecord = {
  /** Sortable: creation order is send order. */
  id: string;
  /** Sent as Idempotency-Key; a resend after a lost answer is applied once by the server. */
  idempotencyKey: string;
  /** The person whose change this is; never replayed under another person. */
  ownerId: string;
  /** What kind of action, for the outbox screen (e.g. "blockDate.create"). */
  kind: string;
  method: 'POST' | 'PUT' | 'DELETE';
  /** May hold `{ref:<outboxId>}`: the id the server gave to an earlier record's entity. */
  path: string;
  body: unknown;
  /** File parts, sent as multipart form data with `body` as the "data" part. */
  blobs?: Record<string, Blob>;
  entity: EntityRef | null;
  /** Key of the entity in `entityKey` form, indexed, for FIFO per entity. */
  entityKey: string | null;
  /** The entity version the change was based on, sent as If-Match. */
  baseVersion: number | null;
  /** Outbox ids that must be done first. */
  dependsOn: string[];
  state: OutboxState;
  attempts: number;
  nextTryAt: number;
  lastError: string | null;
  /** On conflict: the server's current entity, shown beside the local change. */
  serverEntity?: unknown;
  /** On success: the id the server gave the entity (for dependants' paths). */
  resultId?: number;
  createdAt: number;
  updatedAt: number;
};

export const entityKeyOf = (ref: EntityRef | null): string | null =>
  ref ? `${ref.table}:${ref.id}` : null;
