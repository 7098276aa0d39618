export const OUTBOX_STATES = ['pending', 'sending', 'failed', 'conflict', 'done'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** Tables an action may touch; the server's answer replaces the row it names. */
export type EntityTable =
  | 'blockDates'
  | 'jobs'
  // Jobs area (issue 4)
  | 'jobDetails'
  | 'vacancies'
  | 'crewChiefDocuments'
  | 'crewProfiles'
  // Personal calendar (issue 4)
  | 'vacationRequests'
  // Payrolls, contracts, crew info, trainings (issue 4)
  | 'payrolls'
  | 'payrollItems'
  | 'payrollDocuments'
  | 'contracts'
  | 'crewInfo'
  | 'trainings'
  // Documents and profile (issue 4)
  | 'mobileDocuments'
  | 'profile'
  | 'calendarSubscriptions'
  | 'pushSubscriptions'
  // The crew chief on site (issue 5)
  | 'crews'
  | 'crewMembers'
  | 'locations'
  | 'signOffs'
  | 'deliveryNotes'
  | 'crewChiefSheets'
  | 'crewPhotos'
  | 'liveLocations'
  // Documents to sign and forms (issue 6; security checks are issue 5)
  | 'documents'
  | 'forms'
  | 'formResults'
  | 'securityChecks';

export type EntityRef = { table: EntityTable; id: number };

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
