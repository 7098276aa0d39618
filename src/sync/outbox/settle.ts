import type { RawAnswer } from '../../api/raw';
import { backoffDelay } from './answers';
import type { OtherChange, OutboxRecord } from './types';

/** The fields of an outbox record that an answer changes. */
export type RecordChange = Partial<
  Pick<
    OutboxRecord,
    | 'state'
    | 'attempts'
    | 'nextTryAt'
    | 'lastError'
    | 'lastErrorCode'
    | 'serverEntity'
    | 'otherChange'
    | 'sentAt'
  >
> & { updatedAt: number };

/** The replay summary's counters (ReplaySummary in replay.ts). */
export type Tally = 'sent' | 'retried' | 'failed' | 'conflicts';

/**
 * What one answer means for its record (DESIGN.md "Replay"), decided without touching the
 * database so the whole table of answers is tested in one place (settle.test.ts).
 * - `write`: a 2xx is `apply`: the record is done and the server's entity replaces the local
 *   one, in one transaction with the window's other successes (apply.ts, the P3 figure);
 *   anything else `update`s the record.
 * - `tally`: the summary counter it bumps, if any.
 * - `next`: what the pass does after it: go on, refresh the token (401; replay.ts refreshes
 *   at most once a pass), or stop because there is no connection.
 */
export type Settlement = {
  write: { kind: 'apply'; body: unknown } | { kind: 'update'; change: RecordChange };
  tally: Tally | null;
  next: 'go-on' | 'refresh' | 'offline';
};

export type SettleClock = { now: number; random: () => number };

/**
 * One record's answer, or `null` when none came (network error, timeout): the record and
 * the time decide its next state; nothing is ever dropped.
 */
export function settle(
  record: OutboxRecord,
  answer: RawAnswer | null,
  clock: SettleClock,
): Settlement {
  if (answer === null) return retry(record, null, clock);
  const { status } = answer;
  const now = clock.now;
  if (status >= 200 && status < 300) {
    return { write: { kind: 'apply', body: answer.body }, tally: 'sent', next: 'go-on' };
  }
  if (status === 401) {
    // Not the record's fault: it goes again with a fresh token, no attempt counted.
    return { write: update({ state: 'pending', updatedAt: now }), tally: null, next: 'refresh' };
  }
  if (status === 412) {
    // A version clash: the row changed on the server since mine was based on it. The server's
    // current entity, and who changed it, are kept beside the local change for the sheet.
    const body = answer.body as { current?: unknown; changedBy?: unknown } | null;
    return {
      write: update({
        state: 'conflict',
        serverEntity: body?.current ?? answer.body,
        otherChange: otherChangeOf(body?.changedBy),
        ...errorOf(answer),
        updatedAt: now,
      }),
      tally: 'conflicts',
      next: 'go-on',
    };
  }
  if (status === 409) {
    // A business rule said no (e.g. already checked out): sending it again, on any version,
    // gets the same answer, so it is refused with the server's reason, never "keep mine".
    const body = answer.body as { current?: unknown } | null;
    return {
      write: update({
        state: 'refused',
        serverEntity: body?.current,
        ...errorOf(answer),
        updatedAt: now,
      }),
      tally: 'failed',
      next: 'go-on',
    };
  }
  if (status === 408 || status === 429 || status >= 500) return retry(record, answer, clock);
  // Any other answer (other 4xx, or a status no write should get): the person sees the
  // server's message and decides; sending it again would only get the same refusal.
  return {
    write: update({ state: 'failed', ...errorOf(answer), updatedAt: now }),
    tally: 'failed',
    next: 'go-on',
  };
}

/**
 * What the outbox stores when a record could not go without a server's word. Stored in
 * English; the outbox screen shows them in the person's language (describeRecord's errorText).
 */
export const NO_CONNECTION = 'No connection';
export const UNRESOLVED_DEPENDENCY = 'It depends on a change that was not saved.';

/**
 * Passing trouble (no answer, timeout, too many requests, 5xx): later, further apart each time.
 * Only an answer counts as an attempt: without a connection the record never reached the
 * server, and a phone offline all day would otherwise show hundreds of "attempts".
 */
function retry(record: OutboxRecord, answer: RawAnswer | null, clock: SettleClock): Settlement {
  const attempts = answer ? record.attempts + 1 : record.attempts;
  return {
    write: update({
      state: 'pending',
      attempts,
      nextTryAt: clock.now + backoffDelay(Math.max(1, attempts), clock.random),
      ...(answer ? errorOf(answer) : { lastError: NO_CONNECTION, lastErrorCode: null }),
      updatedAt: clock.now,
    }),
    tally: 'retried',
    // Without a connection the rest of the outbox would only fail the same way.
    next: answer ? 'go-on' : 'offline',
  };
}

/**
 * A record whose `{ref:…}` path no done record resolves: the create it depends on was never
 * saved, so it cannot go; it fails and shows on the outbox screen.
 */
export function unresolvedChange(now: number): RecordChange {
  return {
    state: 'failed',
    lastError: UNRESOLVED_DEPENDENCY,
    lastErrorCode: null,
    updatedAt: now,
  };
}

const update = (change: RecordChange): Settlement['write'] => ({ kind: 'update', change });

/**
 * The server's reason as it said it, and its code (server/http/errors.ts: `{code, message}`)
 * so the screens can say a known reason in the person's language (app/sync/storedErrors.ts).
 */
function errorOf(answer: RawAnswer): Pick<OutboxRecord, 'lastError' | 'lastErrorCode'> {
  const body = answer.body as { message?: unknown; code?: unknown } | null;
  return {
    lastError: typeof body?.message === 'string' ? body.message : `HTTP ${answer.status}`,
    lastErrorCode: typeof body?.code === 'string' ? body.code : null,
  };
}

/** The server's `changedBy` (server/http/rowChanges.ts), if it sent a well-formed one. */
export function otherChangeOf(raw: unknown): OtherChange | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const v = raw as Record<string, unknown>;
  if (typeof v.at !== 'string') return null;
  return {
    personId: typeof v.personId === 'number' ? v.personId : null,
    name: typeof v.name === 'string' ? v.name : null,
    deviceId: typeof v.deviceId === 'string' ? v.deviceId : null,
    at: v.at,
  };
}
