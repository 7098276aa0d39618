/**
 * `conflict`: the row changed on the server since mine was based on it (412); the person
 * chooses whose wins. `refused`: a business rule said no (409, e.g. already checked out);
 * sending it again gets the same answer, so only discard (or a new change) gets out of it.
 */
export const OUTBOX_STATES = [
  'pending',
  'sending',
  'failed',
  'conflict',
  'refused',
  'done',
] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** States of a change the server has not confirmed. */
export const OPEN_STATES = ['pending', 'sending', 'failed', 'conflict', 'refused'] as const;
/** States in which the server answered and the person must act (badge, outbox screen). */
export const PROBLEM_STATES = ['failed', 'conflict', 'refused'] as const;
export const isProblemState = (state: string): boolean =>
  (PROBLEM_STATES as readonly string[]).includes(state);

export const isOpenState = (state: string): boolean =>
  (OPEN_STATES as readonly string[]).includes(state);

/**
 * A row as it was before the change (null: it did not exist). Discarding the change puts it
 * back at once, whatever the kind (DESIGN.md "discard means undo").
 */
export type UndoRow = {
  table: string;
  id: number;
  row: ({ id: number } & Record<string, unknown>) | null;
};

/**
 * Names a change by what it is about when its body holds only ids (a form result names its
 * form and security check by id): captured when queued, for the outbox screen only; never sent.
 */
export type About = {
  name?: string;
  date?: string;
  shift?: string;
  /**
   * Which of a day's plus-crew figures: a day's turnover and hours go as two changes (one
   * request per figure), which would otherwise read the same.
   */
  figure?: PlusCrewFigure;
};

/** A plus crew's daily figures, by what they count (not by the server's caption). */
export type PlusCrewFigure = 'turnover' | 'hours';

/** Who made the change the server holds, from its 412 answer (server/http/rowChanges.ts). */
export type OtherChange = {
  personId: number | null;
  name: string | null;
  /** The device id the change came from, when the app sent one. */
  deviceId: string | null;
  /** ISO instant of the change. */
  at: string;
};

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
  /** Tries the server answered (a 5xx, 408, 429): tries without a connection do not count. */
  attempts: number;
  /**
   * When it first left for the server. Unset: it never went, so it may simply be taken back
   * (a delete of a create not sent yet). Not `attempts === 0`: an answer lost on the way is
   * no attempt, yet the server may have applied it.
   */
  sentAt?: number;
  nextTryAt: number;
  lastError: string | null;
  /**
   * The server's error code with `lastError` (e.g. "version_conflict"), when it sent one: the
   * screens say known ones in the person's language. Records stored before it have none.
   */
  lastErrorCode?: string | null;
  /** On conflict: the server's current entity, shown beside the local change. */
  serverEntity?: unknown;
  /** On conflict: who made the server's change, from where and when (if the server knows). */
  otherChange?: OtherChange | null;
  /** The rows this change altered, as they were before it (see UndoRow). */
  undo?: UndoRow[];
  /** What a person recognises the change by when neither body nor undo says it (see About). */
  about?: About;
  /** On success: the id the server gave the entity (for dependants' paths). */
  resultId?: number;
  createdAt: number;
  updatedAt: number;
};

/**
 * The record never left the device, so taking it back loses no answer. `attempts` too: a
 * record queued by a build before `sentAt` existed may have gone without it.
 */
export const neverSent = (r: Pick<OutboxRecord, 'sentAt' | 'attempts'>): boolean =>
  r.sentAt === undefined && r.attempts === 0;

export const entityKeyOf = (ref: EntityRef | null): string | null =>
  ref ? `${ref.table}:${ref.id}` : null;
